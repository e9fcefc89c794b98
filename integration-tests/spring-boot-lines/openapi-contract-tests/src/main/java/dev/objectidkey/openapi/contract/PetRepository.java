package dev.objectidkey.openapi.contract;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

/** Pets, keyed by their typed id. */
public interface PetRepository extends JpaRepository<Pet, PetId> {

  /**
   * One owner's pets, oldest first: ids are time-ordered.
   *
   * @param ownerId the owner's id
   * @return the owner's pets
   */
  List<Pet> findByOwnerIdOrderById(OwnerId ownerId);

  /**
   * Every pet, oldest first.
   *
   * @return all pets
   */
  List<Pet> findAllByOrderById();
}
