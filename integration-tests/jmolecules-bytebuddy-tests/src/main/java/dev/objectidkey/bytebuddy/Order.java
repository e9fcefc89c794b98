package dev.objectidkey.bytebuddy;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.jmolecules.ddd.types.AggregateRoot;

/** A jMolecules aggregate root with a generated id, as in ddd-tests. */
@ObjectIdKey
@Entity
@Table(name = "bb_order")
public class Order implements AggregateRoot<Order, OrderId> {

  @Id @GeneratedObjectId private OrderId id;

  private String item;

  /** For JPA. */
  protected Order() {}

  /**
   * A new order.
   *
   * @param item what is ordered
   */
  public Order(String item) {
    this.item = item;
  }

  @Override
  public OrderId getId() {
    return id;
  }

  /**
   * What is ordered.
   *
   * @return the item
   */
  public String getItem() {
    return item;
  }
}
