package dev.objectidkey.springdatajdbc;

import dev.objectidkey.ObjectIdKey;
import java.util.Set;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.MappedCollection;

/**
 * A parcel of a {@link Shipment}: an immutable child entity with a typed id, holding a set of
 * mutable {@link Label}s, which have typed ids too.
 *
 * @param id the id, {@code null} until its shipment is saved
 * @param content what it holds
 * @param labels its labels
 */
@ObjectIdKey
public record Parcel(
    @Id ParcelId id, String content, @MappedCollection(idColumn = "parcel") Set<Label> labels) {

  /**
   * A new parcel.
   *
   * @param content what it holds
   * @param labels its labels
   * @return the parcel, without an id
   */
  public static Parcel of(String content, Set<Label> labels) {
    return new Parcel(null, content, labels);
  }
}
