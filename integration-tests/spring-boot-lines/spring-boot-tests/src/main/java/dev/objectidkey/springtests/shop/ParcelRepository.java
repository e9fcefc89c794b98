package dev.objectidkey.springtests.shop;

import org.springframework.data.jpa.repository.JpaRepository;

/** Parcels, keyed by their typed, application-assigned id. */
public interface ParcelRepository extends JpaRepository<Parcel, ParcelId> {}
