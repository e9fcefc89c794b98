package dev.objectidkey.springdatajdbc;

import org.springframework.data.repository.CrudRepository;

/** Shipments, with their parcels, labels and stops. */
public interface ShipmentRepository extends CrudRepository<Shipment, ShipmentId> {}
