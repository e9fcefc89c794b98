/**
 * The shop's entities, customers, orders and order lines, each keyed by its own generated
 * ObjectId type ({@code CustomerId}, {@code OrderId}, {@code OrderLineId}).
 */
package dev.objectidkey.sample.domain;
