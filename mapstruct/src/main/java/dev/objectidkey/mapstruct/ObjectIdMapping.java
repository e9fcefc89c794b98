package dev.objectidkey.mapstruct;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdFactory;
import org.mapstruct.TargetType;

/**
 * Maps every typed id to its 24-character hex string and back, for MapStruct: one line,
 * {@code @Mapper(uses = ObjectIdMapping.class)}, covers every id class and every attribute, under
 * every component model.
 *
 * <p>MapStruct picks {@link #toHex} for any id-to-{@code String} attribute, because every id class
 * extends {@link AbstractObjectId}, and {@link #fromHex} for any {@code String}-to-id attribute,
 * passing the attribute's id class as the {@link TargetType}. MapStruct has no built-in conversion
 * through a static {@code valueOf}, so without this class each id type needs two hand-written
 * methods per mapper.
 *
 * <p>Both methods are static, so MapStruct calls them as {@code ObjectIdMapping.toHex(...)} and
 * neither instantiates nor injects this class: with {@code componentModel = "spring"}, {@code
 * "cdi"}, {@code "jakarta"} or {@code "jsr330"}, or the same as {@code
 * -Amapstruct.defaultComponentModel}, the generated mapper needs no {@code ObjectIdMapping} bean.
 *
 * @see dev.objectidkey.ObjectIdKey
 */
public class ObjectIdMapping {

  /**
   * Creates an instance, which nothing needs: the methods are static. Kept so that code written
   * against the earlier instance methods ({@code new ObjectIdMapping().toHex(id)}) still compiles.
   */
  public ObjectIdMapping() {}

  /**
   * Returns the id's hex form, in lower case.
   *
   * @param id an id, or null
   * @return its 24 lower-case hex digits, or null for null
   */
  public static String toHex(AbstractObjectId id) {
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
  public static <T extends AbstractObjectId> T fromHex(String hex, @TargetType Class<T> type) {
    return hex == null ? null : ObjectIdFactory.of(type).parse(hex);
  }
}
