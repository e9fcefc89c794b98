package dev.objectidkey.springjdbc;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * A visit to the vet, a JPA entity in the same database: Hibernate writes its ids and Spring JDBC
 * finds them, and the other way round.
 */
@ObjectIdKey
@Entity
@Table(name = "oik_jdbc_visit")
public class Visit {

  @Id @GeneratedObjectId private VisitId id;

  private PetId petId;

  private String note;

  /** For JPA. */
  protected Visit() {}

  /**
   * A new visit, not yet saved.
   *
   * @param petId the pet that came
   * @param note what was done
   */
  public Visit(PetId petId, String note) {
    this.petId = petId;
    this.note = note;
  }

  /**
   * The id, null until the visit is saved.
   *
   * @return the id
   */
  public VisitId getId() {
    return id;
  }

  /**
   * The pet that came.
   *
   * @return the pet's id
   */
  public PetId getPetId() {
    return petId;
  }

  /**
   * What was done.
   *
   * @return the note
   */
  public String getNote() {
    return note;
  }
}
