package dev.objectidkey.springtests.clinic;

import dev.objectidkey.ObjectIdKey;
import jakarta.persistence.Entity;
import jakarta.persistence.OneToMany;
import jakarta.persistence.OrderBy;
import jakarta.persistence.Table;
import java.util.ArrayList;
import java.util.List;

/** A pet owner. */
@ObjectIdKey
@Entity
@Table(name = "owners")
public class Owner extends NamedEntity<OwnerId> {

  private String telephone;

  @OneToMany(mappedBy = "owner")
  @OrderBy("name")
  private List<Pet> pets = new ArrayList<>();

  /**
   * The telephone number.
   *
   * @return the number
   */
  public String getTelephone() {
    return telephone;
  }

  /**
   * Sets the telephone number.
   *
   * @param telephone the number
   */
  public void setTelephone(String telephone) {
    this.telephone = telephone;
  }

  /**
   * The owner's pets, by name.
   *
   * @return the pets
   */
  public List<Pet> getPets() {
    return pets;
  }

  /**
   * Makes this the owner of a pet.
   *
   * @param pet a new pet
   */
  public void addPet(Pet pet) {
    pet.setOwner(this);
    pets.add(pet);
  }
}
