package dev.objectidkey.ddd.orders;

import dev.objectidkey.ddd.customers.CustomerId;

/**
 * An order was completed and is to be paid: the event that the payments module listens to,
 * carrying typed ids. Spring Modulith stores it as JSON until every listener has completed.
 *
 * @param order the order
 * @param customer who ordered
 * @param total what to pay, in cents
 */
public record OrderCompleted(OrderId order, CustomerId customer, long total) {}
