/** A shop on jOOQ whose generated tables hold typed ids: {@code ORDERS.CUSTOMER_ID} is a {@code CustomerId}. */
package dev.objectidkey.jooqtests;
