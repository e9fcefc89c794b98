package dev.objectidkey.springtests.shop;

import org.springframework.data.jpa.repository.JpaRepository;

/** Pets, keyed by their typed id. */
public interface PetRepository extends JpaRepository<Pet, PetId> {}
