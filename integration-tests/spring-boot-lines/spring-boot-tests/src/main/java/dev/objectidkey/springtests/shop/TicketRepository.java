package dev.objectidkey.springtests.shop;

import org.springframework.data.jpa.repository.JpaRepository;

/** Tickets, keyed by their typed, application-assigned id. */
public interface TicketRepository extends JpaRepository<Ticket, TicketId> {}
