package dev.objectidkey.hibernate.batch;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.OneToMany;
import jakarta.persistence.Table;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.annotations.BatchSize;

/**
 * An entity batch-fetched by its typed id ({@code @BatchSize} on the class: lazy references to
 * authors load ten at a time), with a batch-fetched collection ({@code @BatchSize} on {@link
 * #getBooks()}: the books of ten authors at a time).
 */
@ObjectIdKey
@Entity
@Table(name = "bl_author")
@BatchSize(size = 10)
public class Author {

  @Id @GeneratedObjectId private AuthorId id;

  private String name;

  @OneToMany(mappedBy = "author")
  @BatchSize(size = 10)
  private List<Book> books = new ArrayList<>();

  protected Author() {}

  public Author(String name) {
    this.name = name;
  }

  public AuthorId getId() {
    return id;
  }

  public String getName() {
    return name;
  }

  public List<Book> getBooks() {
    return books;
  }
}
