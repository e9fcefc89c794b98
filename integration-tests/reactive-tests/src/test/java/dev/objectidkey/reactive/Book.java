package dev.objectidkey.reactive;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

/** A book, whose author is a typed foreign key. */
@ObjectIdKey
@Entity
@Table(name = "reactive_book")
public class Book {

  @Id @GeneratedObjectId private BookId id;

  @ManyToOne(fetch = FetchType.LAZY, optional = false)
  @JoinColumn(name = "author_id", nullable = false)
  private Author author;

  @Column(nullable = false)
  private String title;

  protected Book() {}

  public Book(Author author, String title) {
    this.author = author;
    this.title = title;
  }

  public BookId getId() {
    return id;
  }

  public Author getAuthor() {
    return author;
  }

  public String getTitle() {
    return title;
  }
}
