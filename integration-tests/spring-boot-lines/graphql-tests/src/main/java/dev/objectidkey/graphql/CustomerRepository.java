package dev.objectidkey.graphql;

import org.springframework.data.jpa.repository.JpaRepository;

/** Customers, keyed by their typed id. */
public interface CustomerRepository extends JpaRepository<Customer, CustomerId> {}
