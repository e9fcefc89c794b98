package dev.objectidkey.ddd.orders;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A line of an order: an entity inside the order aggregate, with an id of its own. */
@ObjectIdKey
@Entity
@Table(name = "ddd_line_item")
public class LineItem implements org.jmolecules.ddd.types.Entity<Order, LineItemId> {

  @Id
  @GeneratedObjectId(allowAssigned = true)
  private LineItemId id;

  private String product;

  private int quantity;

  private long unitPrice;

  /** For JPA and Jackson. */
  protected LineItem() {}

  LineItem(String product, int quantity, long unitPrice) {
    this.id = LineItemId.generate();
    this.product = product;
    this.quantity = quantity;
    this.unitPrice = unitPrice;
  }

  @Override
  public LineItemId getId() {
    return id;
  }

  /**
   * What is ordered.
   *
   * @return the product's name
   */
  public String getProduct() {
    return product;
  }

  /**
   * How many.
   *
   * @return the quantity
   */
  public int getQuantity() {
    return quantity;
  }

  /**
   * The price of one, in cents.
   *
   * @return the unit price
   */
  public long getUnitPrice() {
    return unitPrice;
  }

  long total() {
    return quantity * unitPrice;
  }
}
