package dev.objectidkey.springdatajdbc;

import dev.objectidkey.ObjectIdKey;
import java.util.List;
import java.util.Map;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.MappedCollection;
import org.springframework.data.relational.core.mapping.Table;

/**
 * A shipment: an aggregate whose children have typed ids of their own, in a list (parcels, each
 * with a set of labels) and a map (stops by code). Saving a new shipment gives every new child its
 * id too.
 *
 * @param id the id, {@code null} for a new shipment
 * @param destination where it goes
 * @param parcels the parcels, in order
 * @param stops the stops on the way, by code
 */
@ObjectIdKey
@Table
public record Shipment(
    @Id ShipmentId id,
    String destination,
    @MappedCollection(idColumn = "shipment", keyColumn = "parcel_index") List<Parcel> parcels,
    @MappedCollection(idColumn = "shipment", keyColumn = "code") Map<String, Stop> stops) {

  /**
   * A new shipment, without ids until it is saved.
   *
   * @param destination where it goes
   * @param parcels the parcels
   * @param stops the stops by code
   * @return the shipment
   */
  public static Shipment of(String destination, List<Parcel> parcels, Map<String, Stop> stops) {
    return new Shipment(null, destination, parcels, stops);
  }

  /**
   * This shipment with other parcels.
   *
   * @param parcels the parcels
   * @return a new shipment with this id
   */
  public Shipment withParcels(List<Parcel> parcels) {
    return new Shipment(id, destination, parcels, stops);
  }
}
