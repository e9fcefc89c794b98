package dev.objectidkey.springtests.shop;

import org.springframework.data.jpa.repository.JpaRepository;

/** Visits, keyed by their typed id. */
public interface VisitRepository extends JpaRepository<Visit, VisitId> {}
