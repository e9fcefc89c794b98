package dev.objectidkey.hibernate.model;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An entity whose generator keeps ids that the application assigned. */
@ObjectIdKey
@Entity
@Table(name = "hp_shipment")
public class Shipment {

  @Id
  @GeneratedObjectId(allowAssigned = true)
  private ShipmentId id;

  private String label;

  protected Shipment() {}

  public Shipment(ShipmentId id, String label) {
    this.id = id;
    this.label = label;
  }

  public ShipmentId getId() {
    return id;
  }

  public String getLabel() {
    return label;
  }
}
