package dev.objectidkey.hibernate.misuse;

import dev.objectidkey.hibernate.model.OrderId;

/**
 * A class with no annotations at all, mapped only by the {@code orm.xml} files next to this test
 * code ({@code xml-*.orm.xml}): the validator must check what the XML says as it checks
 * annotations.
 */
public class XmlMappedOrder {

  private OrderId id;
  private OrderId replaces;
  private String name;

  /** For Hibernate. */
  protected XmlMappedOrder() {}

  /** A row with an id assigned by the application. */
  public XmlMappedOrder(OrderId id, String name) {
    this.id = id;
    this.name = name;
  }

  /** The id. */
  public OrderId getId() {
    return id;
  }

  /** The name. */
  public String getName() {
    return name;
  }
}
