package dev.objectidkey.mongodb.shop;

import dev.objectidkey.ObjectIdKey;
import java.util.List;

/** An order document, as bson's POJO codec maps it: {@code id} is the document's {@code _id}. */
@ObjectIdKey
public class Order {

  private OrderId id;
  private CustomerId customerId;
  private List<OrderId> related;
  private String product;

  /** For bson's POJO codec. */
  public Order() {}

  public OrderId getId() {
    return id;
  }

  public void setId(OrderId id) {
    this.id = id;
  }

  public CustomerId getCustomerId() {
    return customerId;
  }

  public void setCustomerId(CustomerId customerId) {
    this.customerId = customerId;
  }

  public List<OrderId> getRelated() {
    return related;
  }

  public void setRelated(List<OrderId> related) {
    this.related = related;
  }

  public String getProduct() {
    return product;
  }

  public void setProduct(String product) {
    this.product = product;
  }
}
