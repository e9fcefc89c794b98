package dev.objectidkey.springtests.clinic;

import org.springframework.data.jpa.repository.JpaRepository;

/** The owners. */
public interface OwnerRepository extends JpaRepository<Owner, OwnerId> {}
