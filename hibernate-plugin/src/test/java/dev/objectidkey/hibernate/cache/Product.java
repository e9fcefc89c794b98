package dev.objectidkey.hibernate.cache;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Cacheable;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.OneToMany;
import jakarta.persistence.Table;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.annotations.Cache;
import org.hibernate.annotations.CacheConcurrencyStrategy;

/**
 * An entity cached by its typed id in the region {@value #REGION}, with a cached collection of
 * {@link Review}s in {@value #REVIEWS_REGION}: the collection's cache entry holds the reviews'
 * typed ids.
 */
@ObjectIdKey
@Entity
@Table(name = "l2_product")
@Cacheable
@Cache(usage = CacheConcurrencyStrategy.READ_WRITE, region = Product.REGION)
public class Product {

  /** The cache region of products. */
  public static final String REGION = "l2-product";

  /** The cache region of {@link #getReviews()}. */
  public static final String REVIEWS_REGION = "l2-product-reviews";

  @Id @GeneratedObjectId private ProductId id;

  private String name;

  private int price;

  @OneToMany(mappedBy = "product")
  @Cache(usage = CacheConcurrencyStrategy.READ_WRITE, region = REVIEWS_REGION)
  private List<Review> reviews = new ArrayList<>();

  protected Product() {}

  public Product(String name, int price) {
    this.name = name;
    this.price = price;
  }

  public ProductId getId() {
    return id;
  }

  public String getName() {
    return name;
  }

  public int getPrice() {
    return price;
  }

  public void setPrice(int price) {
    this.price = price;
  }

  public List<Review> getReviews() {
    return reviews;
  }
}
