package dev.objectidkey.hibernate.cache;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Cacheable;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import org.hibernate.annotations.Cache;
import org.hibernate.annotations.CacheConcurrencyStrategy;

/** A review of a {@link Product}, cached by its typed id in the region {@value #REGION}. */
@ObjectIdKey
@Entity
@Table(name = "l2_review")
@Cacheable
@Cache(usage = CacheConcurrencyStrategy.READ_WRITE, region = Review.REGION)
public class Review {

  /** The cache region of reviews. */
  public static final String REGION = "l2-review";

  @Id @GeneratedObjectId private ReviewId id;

  private String text;

  @ManyToOne(fetch = FetchType.LAZY, optional = false)
  private Product product;

  protected Review() {}

  public Review(String text, Product product) {
    this.text = text;
    this.product = product;
    product.getReviews().add(this);
  }

  public ReviewId getId() {
    return id;
  }

  public String getText() {
    return text;
  }

  public Product getProduct() {
    return product;
  }
}
