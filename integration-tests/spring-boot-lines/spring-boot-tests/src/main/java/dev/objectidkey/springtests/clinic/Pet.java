package dev.objectidkey.springtests.clinic;

import dev.objectidkey.ObjectIdKey;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.OneToMany;
import jakarta.persistence.OrderBy;
import jakarta.persistence.Table;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.springframework.format.annotation.DateTimeFormat;

/** A pet, the form object of the pet form. */
@ObjectIdKey
@Entity
@Table(name = "pets")
public class Pet extends NamedEntity<PetId> {

  private String species;

  @DateTimeFormat(iso = DateTimeFormat.ISO.DATE)
  private LocalDate birthDate;

  @ManyToOne(fetch = FetchType.LAZY, optional = false)
  @JoinColumn(name = "owner_id")
  private Owner owner;

  @OneToMany(mappedBy = "pet")
  @OrderBy("date")
  private List<Visit> visits = new ArrayList<>();

  /**
   * The species, such as cat.
   *
   * @return the species
   */
  public String getSpecies() {
    return species;
  }

  /**
   * Sets the species.
   *
   * @param species the species
   */
  public void setSpecies(String species) {
    this.species = species;
  }

  /**
   * The birth date.
   *
   * @return the date, or null if unknown
   */
  public LocalDate getBirthDate() {
    return birthDate;
  }

  /**
   * Sets the birth date.
   *
   * @param birthDate the date
   */
  public void setBirthDate(LocalDate birthDate) {
    this.birthDate = birthDate;
  }

  /**
   * The owner.
   *
   * @return the owner
   */
  public Owner getOwner() {
    return owner;
  }

  void setOwner(Owner owner) {
    this.owner = owner;
  }

  /**
   * The visits, oldest first.
   *
   * @return the visits
   */
  public List<Visit> getVisits() {
    return visits;
  }
}
