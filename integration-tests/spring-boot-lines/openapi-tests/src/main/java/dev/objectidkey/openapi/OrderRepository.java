package dev.objectidkey.openapi;

import org.springframework.data.jpa.repository.JpaRepository;

/** Orders, keyed by their typed id. */
public interface OrderRepository extends JpaRepository<Order, OrderId> {}
