package dev.objectidkey.cluster;

import jakarta.persistence.Cacheable;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.hibernate.annotations.Cache;
import org.hibernate.annotations.CacheConcurrencyStrategy;

/**
 * An entity with a {@code Long} id, cached like {@link Product} in a replicated region, to compare
 * the cache keys with. Its entity name has as many characters as {@code Product}'s.
 */
@Entity
@Table(name = "cluster_article")
@Cacheable
@Cache(usage = CacheConcurrencyStrategy.READ_WRITE, region = Article.REGION)
public class Article {

  /** The cache region of articles. */
  public static final String REGION = "cluster-article";

  @Id private Long id;

  private String title;

  protected Article() {}

  public Article(Long id, String title) {
    this.id = id;
    this.title = title;
  }

  public Long getId() {
    return id;
  }

  public String getTitle() {
    return title;
  }
}
