package dev.objectidkey.openapi;

/**
 * The request body that places an order: the customer's id as its hex string.
 *
 * @param customerId who orders
 * @param item what is ordered
 */
public record NewOrder(CustomerId customerId, String item) {}
