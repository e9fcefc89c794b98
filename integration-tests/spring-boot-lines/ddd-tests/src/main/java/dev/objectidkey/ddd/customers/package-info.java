/** The customers module: the {@link dev.objectidkey.ddd.customers.Customer} aggregate. */
package dev.objectidkey.ddd.customers;
