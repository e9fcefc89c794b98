package dev.objectidkey.hibernate.cache;

import jakarta.persistence.Cacheable;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.hibernate.annotations.Cache;
import org.hibernate.annotations.CacheConcurrencyStrategy;

/**
 * An entity cached by a {@code Long} id in the region {@value #REGION}, to compare its cache key
 * with {@link Product}'s: both entity names have seven letters in the same package, so the keys
 * differ only in their ids.
 */
@Entity
@Table(name = "l2_article")
@Cacheable
@Cache(usage = CacheConcurrencyStrategy.READ_WRITE, region = Article.REGION)
public class Article {

  /** The cache region of articles. */
  public static final String REGION = "l2-article";

  @Id private Long id;

  private String name;

  protected Article() {}

  public Article(Long id, String name) {
    this.id = id;
    this.name = name;
  }

  public Long getId() {
    return id;
  }

  public String getName() {
    return name;
  }
}
