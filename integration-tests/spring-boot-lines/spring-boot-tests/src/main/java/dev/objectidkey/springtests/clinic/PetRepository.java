package dev.objectidkey.springtests.clinic;

import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;

/** The pets. */
public interface PetRepository extends JpaRepository<Pet, PetId> {

  /**
   * A pet of a given owner.
   *
   * @param id the pet's id
   * @param ownerId the owner's id
   * @return the pet, if that owner has it
   */
  Optional<Pet> findByIdAndOwnerId(PetId id, OwnerId ownerId);
}
