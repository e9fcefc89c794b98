package dev.objectidkey.galera;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An author written by one writer process; {@link Book} refers to it by a foreign key. */
@ObjectIdKey
@Entity
@Table(name = "galera_author")
public class Author {

  @Id @GeneratedObjectId private AuthorId id;

  @Column(nullable = false)
  private String writer;

  protected Author() {}

  public Author(String writer) {
    this.writer = writer;
  }

  public AuthorId getId() {
    return id;
  }

  public String getWriter() {
    return writer;
  }
}
