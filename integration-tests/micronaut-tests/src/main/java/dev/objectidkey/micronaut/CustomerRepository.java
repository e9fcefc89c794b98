package dev.objectidkey.micronaut;

import io.micronaut.data.repository.CrudRepository;

/** Customers, keyed by their typed id; implemented per dialect like {@link OrderRepository}. */
public interface CustomerRepository extends CrudRepository<Customer, CustomerId> {}
