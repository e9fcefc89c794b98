package dev.objectidkey.cluster;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Cacheable;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import org.hibernate.annotations.Cache;
import org.hibernate.annotations.CacheConcurrencyStrategy;

/**
 * A product cached in {@value #REGION}, which the nodes configure as a replicated cache: an entry
 * that one node puts is on every node. Its supplier is a typed foreign key.
 */
@ObjectIdKey
@Entity
@Table(name = "cluster_product")
@Cacheable
@Cache(usage = CacheConcurrencyStrategy.READ_WRITE, region = Product.REGION)
public class Product {

  /** The cache region of products. */
  public static final String REGION = "cluster-product";

  @Id @GeneratedObjectId private ProductId id;

  @Column(nullable = false)
  private String name;

  private int price;

  @ManyToOne(fetch = FetchType.LAZY)
  private Customer supplier;

  protected Product() {}

  public Product(String name, int price, Customer supplier) {
    this.name = name;
    this.price = price;
    this.supplier = supplier;
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

  public Customer getSupplier() {
    return supplier;
  }
}
