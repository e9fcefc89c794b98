package dev.objectidkey.hibernate.model;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** An entity with named queries over its id, which Hibernate checks when the factory is built. */
@ObjectIdKey
@Entity
@Table(name = "hp_ticket")
@NamedQuery(name = Ticket.LATEST, query = "select max(t.id) from Ticket t")
@NamedQuery(name = Ticket.EARLIEST, query = "select min(t.id) from Ticket t")
public class Ticket {

  /** The greatest id: {@code select max(t.id) from Ticket t}. */
  public static final String LATEST = "Ticket.latest";

  /** The least id: {@code select min(t.id) from Ticket t}. */
  public static final String EARLIEST = "Ticket.earliest";

  @Id @GeneratedObjectId private TicketId id;

  private String label;

  protected Ticket() {}

  public Ticket(String label) {
    this.label = label;
  }

  public TicketId getId() {
    return id;
  }

  public String getLabel() {
    return label;
  }
}
