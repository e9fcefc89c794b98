package dev.objectidkey.ddd.customers;

import org.springframework.data.jpa.repository.JpaRepository;

/** The customers, exported by Spring Data REST at {@code /customers}. */
public interface CustomerRepository extends JpaRepository<Customer, CustomerId> {}
