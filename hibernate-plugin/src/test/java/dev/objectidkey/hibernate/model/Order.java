package dev.objectidkey.hibernate.model;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.util.LinkedHashSet;
import java.util.Set;

/** The entity: a generated id, a foreign key to a customer, and other OrderIds. */
@ObjectIdKey
@Entity
@Table(name = "hp_order")
public class Order {

  @Id @GeneratedObjectId private OrderId id;

  @ManyToOne private Customer customer;

  private OrderId replaces;

  @ElementCollection
  @CollectionTable(name = "hp_order_related")
  private Set<OrderId> related = new LinkedHashSet<>();

  private String label;

  protected Order() {}

  public Order(String label) {
    this.label = label;
  }

  public OrderId getId() {
    return id;
  }

  public void setId(OrderId id) {
    this.id = id;
  }

  public Customer getCustomer() {
    return customer;
  }

  public void setCustomer(Customer customer) {
    this.customer = customer;
  }

  public OrderId getReplaces() {
    return replaces;
  }

  public void setReplaces(OrderId replaces) {
    this.replaces = replaces;
  }

  public Set<OrderId> getRelated() {
    return related;
  }

  public String getLabel() {
    return label;
  }
}
