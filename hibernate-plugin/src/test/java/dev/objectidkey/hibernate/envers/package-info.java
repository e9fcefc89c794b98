/**
 * The entities of the Envers suite: an audited entity with a typed id and a typed foreign key to
 * another audited entity with a typed id. Their tables start with {@code ev_}; Envers adds {@code
 * ev_order_AUD}, {@code ev_customer_AUD} and its revision table.
 */
package dev.objectidkey.hibernate.envers;
