package dev.objectidkey.springdatajdbc;

import dev.objectidkey.ObjectIdKey;
import org.springframework.data.annotation.Id;

/**
 * A stop of a {@link Shipment}, kept in a map by its code: an immutable child with a typed id.
 *
 * @param id the id, {@code null} until its shipment is saved
 * @param place where it is
 */
@ObjectIdKey
public record Stop(@Id StopId id, String place) {

  /**
   * A new stop.
   *
   * @param place where it is
   * @return the stop, without an id
   */
  public static Stop at(String place) {
    return new Stop(null, place);
  }
}
