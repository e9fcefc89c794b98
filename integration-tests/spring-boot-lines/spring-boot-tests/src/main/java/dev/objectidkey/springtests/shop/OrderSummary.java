package dev.objectidkey.springtests.shop;

/**
 * An order read back from its {@link OrderDto}, with a typed id again.
 *
 * @param id the order's id
 * @param item what was ordered
 */
public record OrderSummary(OrderId id, String item) {}
