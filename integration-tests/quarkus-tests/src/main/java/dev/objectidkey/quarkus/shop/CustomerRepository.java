package dev.objectidkey.quarkus.shop;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;

/** Customers, keyed by their typed id. */
@ApplicationScoped
public class CustomerRepository implements PanacheRepositoryBase<Customer, CustomerId> {}
