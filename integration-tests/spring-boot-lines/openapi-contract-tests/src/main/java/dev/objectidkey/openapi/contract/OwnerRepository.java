package dev.objectidkey.openapi.contract;

import org.springframework.data.jpa.repository.JpaRepository;

/** Owners, keyed by their typed id. */
public interface OwnerRepository extends JpaRepository<Owner, OwnerId> {}
