/**
 * A shop of Spring Data JDBC aggregates keyed by typed ids: customers, and orders that reference
 * their customer by a typed {@code AggregateReference}.
 */
package dev.objectidkey.springdatajdbc;
