package dev.objectidkey.springdatajdbc;

import dev.objectidkey.ObjectIdKey;
import org.springframework.data.annotation.Id;
import org.springframework.data.jdbc.core.mapping.AggregateReference;
import org.springframework.data.relational.core.mapping.Table;

/**
 * An order: an immutable aggregate, a record, that references its customer, another aggregate, by
 * a typed id. The callback gives a new order its id by making a new record through the canonical
 * constructor, and {@code save} returns that record. Its table is {@code oik_sdj_order}, the
 * reference its column {@code customer}.
 *
 * @param id the id, {@code null} for a new order
 * @param customer the customer, by id
 * @param item what was ordered
 */
@ObjectIdKey
@Table
public record Order(
    @Id OrderId id, AggregateReference<Customer, CustomerId> customer, String item) {

  /**
   * A new order, without an id until it is saved.
   *
   * @param customer the customer's id
   * @param item what was ordered
   * @return the order
   */
  public static Order of(CustomerId customer, String item) {
    return new Order(null, AggregateReference.to(customer), item);
  }
}
