/**
 * The orders module: the {@link dev.objectidkey.ddd.orders.Order} aggregate with its line items,
 * and the {@link dev.objectidkey.ddd.orders.OrderCompleted} event it publishes.
 */
package dev.objectidkey.ddd.orders;
