package dev.objectidkey.springdatajdbc;

import org.springframework.data.repository.ListCrudRepository;
import org.springframework.data.repository.ListPagingAndSortingRepository;

/** The customers. */
public interface CustomerRepository
    extends ListCrudRepository<Customer, CustomerId>,
        ListPagingAndSortingRepository<Customer, CustomerId> {}
