package dev.objectidkey.cluster;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Cacheable;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.OneToMany;
import jakarta.persistence.Table;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.annotations.Cache;
import org.hibernate.annotations.CacheConcurrencyStrategy;

/**
 * A customer cached in {@value #REGION}, which has Infinispan's default configuration for
 * entities: an invalidation cache, where each node keeps what it loaded itself and a change on one
 * node removes the entry on the others. Its products are a cached collection in {@value
 * #PRODUCTS_REGION}, an invalidation cache too.
 */
@ObjectIdKey
@Entity
@Table(name = "cluster_customer")
@Cacheable
@Cache(usage = CacheConcurrencyStrategy.READ_WRITE, region = Customer.REGION)
public class Customer {

  /** The cache region of customers. */
  public static final String REGION = "cluster-customer";

  /** The cache region of {@link #getProducts()}. */
  public static final String PRODUCTS_REGION = "cluster-customer-products";

  @Id @GeneratedObjectId private CustomerId id;

  @Column(nullable = false)
  private String name;

  @OneToMany(mappedBy = "supplier")
  @Cache(usage = CacheConcurrencyStrategy.READ_WRITE, region = PRODUCTS_REGION)
  private List<Product> products = new ArrayList<>();

  protected Customer() {}

  public Customer(String name) {
    this.name = name;
  }

  public CustomerId getId() {
    return id;
  }

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public List<Product> getProducts() {
    return products;
  }
}
