package dev.objectidkey.mapstruct;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdFactory;
import org.mapstruct.TargetType;

/**
 * Maps every typed id to its 24-character hex string and back, for MapStruct: one line,
 * {@code @Mapper(uses = ObjectIdMapping.class)}, covers every id class and every attribute.
 *
 * <p>MapStruct picks {@link #toHex} for any id-to-{@code String} attribute, because every id class
 * extends {@link AbstractObjectId}, and {@link #fromHex} for any {@code String}-to-id attribute,
 * passing the attribute's id class as the {@link TargetType}. MapStruct has no built-in conversion
 * through a static {@code valueOf}, so without this class each id type needs two hand-written
 * methods per mapper.
 *
 * @see dev.objectidkey.ObjectIdKey
 */
public class ObjectIdMapping {

  /**
   * Creates the mapping; MapStruct instantiates it for each mapper that uses it.
   */
  public ObjectIdMapping() {}

  /**
   * Returns the id's hex form, in lower case.
   *
   * @param id an id, or null
   * @return its 24 lower-case hex digits, or null for null
   */
  public String toHex(AbstractObjectId id) {
    return id == null ? null : id.toHexString();
  }

  /**
   * Parses an id of {@code type} from its hex form.
   *
   * @param hex 24 hex digits in either case, or null
   * @param type the id class of the target attribute
   * @param <T> the id class
   * @return the id, or null for null
   * @throws IllegalArgumentException if {@code hex} is not 24 hex digits, quoting it; an id is
   *     never guessed from bad input
   */
  public <T extends AbstractObjectId> T fromHex(String hex, @TargetType Class<T> type) {
    return hex == null ? null : ObjectIdFactory.of(type).parse(hex);
  }
}
