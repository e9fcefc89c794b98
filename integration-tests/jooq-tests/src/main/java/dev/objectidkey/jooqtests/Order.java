package dev.objectidkey.jooqtests;

import dev.objectidkey.ObjectIdKey;

/**
 * An order; the processor writes {@code OrderId}, the type of {@code ORDERS.ID}.
 *
 * @param id the key, whose first 4 bytes are the second the order was placed
 * @param customer the customer who placed it
 * @param item what was ordered
 * @param quantity how many
 */
@ObjectIdKey
public record Order(OrderId id, CustomerId customer, String item, int quantity) {}
