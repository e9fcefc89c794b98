package dev.objectidkey.galera;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

/** A book, inserted in the same transaction as its {@link Author}. */
@ObjectIdKey
@Entity
@Table(name = "galera_book")
public class Book {

  @Id @GeneratedObjectId private BookId id;

  @Column(nullable = false)
  private String title;

  @ManyToOne(fetch = FetchType.LAZY, optional = false)
  @JoinColumn(name = "author_id", nullable = false)
  private Author author;

  protected Book() {}

  public Book(String title, Author author) {
    this.title = title;
    this.author = author;
  }

  public BookId getId() {
    return id;
  }

  public Author getAuthor() {
    return author;
  }
}
