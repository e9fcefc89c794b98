package dev.objectidkey.hibernate.refs;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;

/**
 * An entity whose id the application assigns in its constructor, with a wrapper {@code @Version}
 * that is null until the first insert: the recipe for one INSERT per new entity.
 */
@ObjectIdKey
@Entity
@Table(name = "ar_invoice")
public class Invoice {

  @Id
  @GeneratedObjectId(allowAssigned = true)
  private InvoiceId id;

  @Version private Long version;

  private String customer;

  protected Invoice() {}

  public Invoice(InvoiceId id, String customer) {
    this.id = id;
    this.customer = customer;
  }

  public InvoiceId getId() {
    return id;
  }

  public Long getVersion() {
    return version;
  }

  public String getCustomer() {
    return customer;
  }
}
