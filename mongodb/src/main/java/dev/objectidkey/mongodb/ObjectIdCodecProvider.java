package dev.objectidkey.mongodb;

import dev.objectidkey.AbstractObjectId;
import java.lang.reflect.Modifier;
import org.bson.codecs.Codec;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecProvider;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Provides a {@link TypedObjectIdCodec} for every generated id class, so that an {@code OrderId}
 * field is stored as a native BSON ObjectId (type 0x07), with the same 12 bytes and hex form, and
 * read back as an {@code OrderId}. Put it in front of the driver's registry:
 *
 * <pre>{@code
 * CodecRegistry registry = CodecRegistries.fromRegistries(
 *     CodecRegistries.fromProviders(new ObjectIdCodecProvider()),
 *     MongoClientSettings.getDefaultCodecRegistry());
 * }</pre>
 *
 * <p>Documents written this way are ordinary MongoDB documents: other applications, the shell and
 * {@code mongoexport} see {@code ObjectId("…")} values, and a document written by them with
 * {@code org.bson.types.ObjectId} values reads back as typed ids.
 *
 * @see dev.objectidkey.ObjectIdKey
 */
public final class ObjectIdCodecProvider implements CodecProvider {

  /** Creates the provider; it holds no state, so one instance serves every registry. */
  public ObjectIdCodecProvider() {}

  /**
   * Returns the codec of a generated id class, or null for any other class.
   *
   * @param type the class to encode and decode
   * @param registry the registry asking; not used, since an id needs no other codec
   * @param <T> the class
   * @return the codec, or null if {@code type} is not a concrete subclass of
   *     {@link AbstractObjectId}
   * @throws CodecConfigurationException if {@code type} is a concrete subclass of
   *     {@link AbstractObjectId} that objectidkey-processor did not generate
   */
  @Override
  @SuppressWarnings("unchecked") // TypedObjectIdCodec<type> is a Codec<T>, as type is T's class
  public <T> Codec<T> get(Class<T> type, CodecRegistry registry) {
    if (!AbstractObjectId.class.isAssignableFrom(type)
        || Modifier.isAbstract(type.getModifiers())) {
      return null;
    }
    try {
      return (Codec<T>) new TypedObjectIdCodec<>(type.asSubclass(AbstractObjectId.class));
    } catch (IllegalArgumentException notGenerated) {
      // ObjectIdFactory's message already names the class and the fix, with the prefix.
      throw new CodecConfigurationException(notGenerated.getMessage(), notGenerated);
    }
  }

  @Override
  public String toString() {
    return "ObjectIdCodecProvider";
  }
}
