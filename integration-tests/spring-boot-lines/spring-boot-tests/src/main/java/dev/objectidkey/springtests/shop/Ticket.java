package dev.objectidkey.springtests.shop;

import dev.objectidkey.ObjectIdKey;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/**
 * An entity whose id the application assigns in its constructor. Spring Data cannot tell a new
 * one from a detached one, so {@code save} merges it and Hibernate SELECTs it first
 * (spring-data-jpa#3135). {@link Order} shows the cure: {@code @GeneratedObjectId}.
 */
@ObjectIdKey
@Entity
public class Ticket {

  @Id private TicketId id = TicketId.generate();

  /** A new ticket with an assigned id. */
  public Ticket() {}

  /**
   * The id, set from construction.
   *
   * @return the id
   */
  public TicketId getId() {
    return id;
  }
}
