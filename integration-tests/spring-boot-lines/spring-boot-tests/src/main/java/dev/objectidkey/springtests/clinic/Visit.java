package dev.objectidkey.springtests.clinic;

import dev.objectidkey.ObjectIdKey;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.LocalDate;

/** A visit of a pet to the clinic. */
@ObjectIdKey
@Entity
@Table(name = "visits")
public class Visit extends BaseEntity<VisitId> {

  @Column(name = "visit_date", nullable = false)
  private LocalDate date;

  private String description;

  @ManyToOne(fetch = FetchType.LAZY, optional = false)
  @JoinColumn(name = "pet_id")
  private Pet pet;

  /**
   * The day of the visit.
   *
   * @return the day
   */
  public LocalDate getDate() {
    return date;
  }

  /**
   * What was done.
   *
   * @return the description
   */
  public String getDescription() {
    return description;
  }

  /**
   * The pet.
   *
   * @return the pet
   */
  public Pet getPet() {
    return pet;
  }
}
