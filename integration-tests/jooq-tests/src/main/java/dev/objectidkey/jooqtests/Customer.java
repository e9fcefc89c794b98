package dev.objectidkey.jooqtests;

import dev.objectidkey.ObjectIdKey;

/**
 * A customer; the processor writes {@code CustomerId}, which the code generator gives to {@code
 * CUSTOMERS.ID} and to every foreign key that references it.
 *
 * @param id the key
 * @param name the name
 */
@ObjectIdKey
public record Customer(CustomerId id, String name) {}
