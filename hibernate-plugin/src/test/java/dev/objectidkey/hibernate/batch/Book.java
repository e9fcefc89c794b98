package dev.objectidkey.hibernate.batch;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

/** A book with a lazy reference to its {@link Author}, whose typed id is its foreign key. */
@ObjectIdKey
@Entity
@Table(name = "bl_book")
public class Book {

  @Id @GeneratedObjectId private BookId id;

  private String title;

  @ManyToOne(fetch = FetchType.LAZY, optional = false)
  private Author author;

  protected Book() {}

  public Book(String title, Author author) {
    this.title = title;
    this.author = author;
    author.getBooks().add(this);
  }

  public BookId getId() {
    return id;
  }

  public String getTitle() {
    return title;
  }

  public Author getAuthor() {
    return author;
  }
}
