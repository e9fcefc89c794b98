package dev.objectidkey.ddd.orders;

/**
 * A line of an order to place.
 *
 * @param product what
 * @param quantity how many
 * @param unitPrice the price of one, in cents
 */
public record OrderLine(String product, int quantity, long unitPrice) {}
