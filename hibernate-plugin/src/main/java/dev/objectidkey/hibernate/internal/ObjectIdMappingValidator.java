package dev.objectidkey.hibernate.internal;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdCodec;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Convert;
import jakarta.persistence.GeneratedValue;
import java.util.regex.Pattern;
import org.hibernate.boot.ResourceStreamLocator;
import org.hibernate.boot.spi.AdditionalMappingContributions;
import org.hibernate.boot.spi.AdditionalMappingContributor;
import org.hibernate.boot.spi.BootstrapContext;
import org.hibernate.boot.spi.InFlightMetadataCollector;
import org.hibernate.boot.spi.MetadataBuildingContext;
import org.hibernate.engine.jdbc.Size;
import org.hibernate.mapping.Any;
import org.hibernate.mapping.BasicValue;
import org.hibernate.mapping.Collection;
import org.hibernate.mapping.Column;
import org.hibernate.mapping.Component;
import org.hibernate.mapping.IdentifierCollection;
import org.hibernate.mapping.IndexedCollection;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.Property;
import org.hibernate.mapping.Selectable;
import org.hibernate.mapping.Value;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.JdbcTypeNameMapper;
import org.hibernate.type.descriptor.java.JavaType;
import org.hibernate.type.descriptor.java.SerializableJavaType;

/**
 * Checks every ObjectId attribute of the finished boot model, so that wrong usage stops the boot
 * with a {@link org.hibernate.MappingException} naming {@code Entity.attribute} and the fix, and
 * never reaches the first insert:
 * <ul>
 *   <li>{@code @GeneratedObjectId} on an attribute that is not the {@code @Id}, or whose type is
 *       not an id class;
 *   <li>{@code @GeneratedValue} (of any strategy, {@code IDENTITY} included) on an ObjectId id;
 *   <li>{@code @Convert} on an ObjectId id, which Hibernate 6.6 would ignore without a word;
 *   <li>an ObjectId column declared with a length other than 12, or with a
 *       {@code columnDefinition} that is not a 12-byte binary type;
 *   <li>an id class without an {@link ObjectIdJavaType}, which Hibernate would store as a
 *       Java-serialized blob, and an ObjectId attribute remapped by {@code @Convert},
 *       {@code @JavaType}, {@code @JdbcType} or {@code @JdbcTypeCode}, also as the key of an
 *       {@code @Any} ({@code @AnyKeyJdbcTypeCode} and the like).
 * </ul>
 *
 * <p>Types, converters, lengths and column definitions are read from the boot model
 * ({@link PersistentClass}, {@link Property}, {@link Value}); the generator and {@code @Convert}
 * checks from Hibernate's annotation model ({@link MappedMembers}), because the boot model keeps
 * no trace of them. Both include what {@code orm.xml} says.
 *
 * <p>An {@link AdditionalMappingContributor}, found through {@code META-INF/services}, that
 * contributes nothing: Hibernate has no public hook meant for checking the model, and this is the
 * last one that sees it complete (types resolved, second passes done) before Hibernate creates id
 * generators, exports the schema or builds the SessionFactory. An {@code Integrator} would come
 * later, and only when a SessionFactory is built: JPA's {@code Persistence.generateSchema} and
 * Hibernate's schema tools export DDL from the metadata alone, so a wrong mapping would reach the
 * database unchecked.
 * A length of 255 passes: it is JPA's default for {@code @Column}, which Hibernate itself reads as
 * "no length given", so {@code @Column(name = ...)} still gives {@code binary(12)}.
 */
public final class ObjectIdMappingValidator implements AdditionalMappingContributor {

  /**
   * The {@code columnDefinition}s that hold exactly the 12 bytes: {@code binary(12)},
   * {@code varbinary(12)}, {@code raw(12)}, {@code binary varying(12)} or {@code bytea}, in any
   * case, optionally followed by constraints such as {@code not null}. The JDBC type stays BINARY
   * whatever the definition says, so a text column ({@code varchar(24)}, {@code char(24)},
   * {@code text}) would get the raw bytes and, on H2, decode them as UTF-8: the id is lost.
   */
  private static final Pattern BINARY_12 =
      Pattern.compile(
          "\\s*(?:(?:binary|varbinary|raw|binary\\s+varying)\\s*\\(\\s*12\\s*\\)|bytea)(?:\\s+.*)?",
          Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

  /** Called by {@link java.util.ServiceLoader}. */
  public ObjectIdMappingValidator() {}

  @Override
  public String getContributorName() {
    return "objectidkey";
  }

  @Override
  public void contribute(
      AdditionalMappingContributions contributions,
      InFlightMetadataCollector metadata,
      ResourceStreamLocator resourceStreamLocator,
      MetadataBuildingContext buildingContext) {
    for (PersistentClass entity : metadata.getEntityBindings()) {
      checkAnnotations(entity, buildingContext.getBootstrapContext());
      Property id = entity.getIdentifierProperty();
      if (id != null && entity.getSuperclass() == null) {
        checkValue(entity, path(entity, id.getName()), id.getValue());
      }
      for (Property property : entity.getProperties()) {
        checkValue(entity, path(entity, property.getName()), property.getValue());
      }
    }
    for (Collection collection : metadata.getCollectionBindings()) {
      String attribute =
          collection.getRole().substring(collection.getOwnerEntityName().length() + 1);
      String path = path(collection.getOwner(), attribute);
      PersistentClass owner = collection.getOwner();
      checkValue(owner, path, collection.getElement());
      if (collection instanceof IndexedCollection indexed) {
        checkValue(owner, path + " (map key or index)", indexed.getIndex());
      }
      if (collection instanceof IdentifierCollection identified) {
        checkValue(owner, path + " (collection id)", identified.getIdentifier());
      }
    }
  }

  private static void checkValue(PersistentClass owner, String path, Value value) {
    if (value instanceof Component component) {
      for (Property property : component.getProperties()) {
        checkValue(owner, path + "." + property.getName(), property.getValue());
      }
      return;
    }
    if (value instanceof Any any) {
      // An @Any key column holds the target's id: @AnyKeyJdbcTypeCode and friends remap it like
      // @JdbcTypeCode remaps an attribute. (The discriminator is never an id.)
      checkAnyKey(owner, path + " (@Any key)", any.getKeyDescriptor());
      return;
    }
    if (!(value instanceof BasicValue basic)) {
      return; // associations: their foreign key columns take the referenced id's mapping
    }
    BasicValue.Resolution<?> resolution = basic.resolve();
    JavaType<?> javaType = resolution.getDomainJavaType();
    Class<?> type = javaType.getJavaTypeClass();
    if (!AbstractObjectId.class.isAssignableFrom(type)) {
      return;
    }
    if (type == AbstractObjectId.class) {
      // Declared so, or (on a line that lets it through) a generic base class used raw.
      throw Message.ABSTRACT_ID_TYPE.exception(path, owner.getJpaEntityName() + "Id");
    }
    String simpleName = type.getSimpleName();
    if (resolution.getValueConverter() != null) {
      throw Message.OVERRIDDEN.exception(
          path,
          simpleName,
          "with the converter " + resolution.getValueConverter().getClass().getSimpleName());
    }
    if (javaType instanceof SerializableJavaType) {
      throw Message.NOT_REGISTERED.exception(path, simpleName, type.getName(), type.getName());
    }
    if (!(javaType instanceof ObjectIdJavaType)) {
      throw Message.OVERRIDDEN.exception(
          path, simpleName, "by the JavaType " + javaType.getClass().getName());
    }
    // Not isBinary(): that includes BLOB (@Lob, @JdbcTypeCode(BLOB)), which ObjectIdJavaType
    // cannot unwrap to, so every insert would fail.
    int jdbcTypeCode = resolution.getJdbcType().getDefaultSqlTypeCode();
    if (jdbcTypeCode != SqlTypes.BINARY
        && jdbcTypeCode != SqlTypes.VARBINARY
        && jdbcTypeCode != SqlTypes.LONGVARBINARY) {
      throw Message.OVERRIDDEN.exception(
          path, simpleName, "as JDBC type " + JdbcTypeNameMapper.getTypeName(jdbcTypeCode));
    }
    for (Selectable selectable : basic.getSelectables()) {
      if (selectable instanceof Column column) {
        Long length = column.getLength();
        if (length != null && length != ObjectIdCodec.BYTES && length != Size.DEFAULT_LENGTH) {
          throw Message.WRONG_LENGTH.exception(path, length);
        }
        String definition = column.getSqlType();
        if (definition != null && !BINARY_12.matcher(definition).matches()) {
          throw Message.WRONG_COLUMN_DEFINITION.exception(path, definition);
        }
      }
    }
  }

  private static void checkAnyKey(PersistentClass owner, String path, BasicValue key) {
    if (key == null) {
      return;
    }
    BasicValue.Resolution<?> resolution = key.resolve();
    Class<?> type = resolution.getDomainJavaType().getJavaTypeClass();
    if (!AbstractObjectId.class.isAssignableFrom(type)) {
      return;
    }
    int jdbcTypeCode = resolution.getJdbcType().getDefaultSqlTypeCode();
    if (!(resolution.getDomainJavaType() instanceof ObjectIdJavaType)
        || (jdbcTypeCode != SqlTypes.BINARY && jdbcTypeCode != SqlTypes.VARBINARY)) {
      throw Message.ANY_KEY_OVERRIDDEN.exception(
          path,
          type.getSimpleName(),
          "as JDBC type " + JdbcTypeNameMapper.getTypeName(jdbcTypeCode),
          type.getSimpleName());
    }
    checkValue(owner, path, key); // columns: length and columnDefinition
  }

  /**
   * Checks the generator annotations on the members of {@code entity}'s class and superclasses,
   * as Hibernate read them from the class and from {@code orm.xml} ({@link MappedMembers}).
   */
  private static void checkAnnotations(PersistentClass entity, BootstrapContext bootstrap) {
    Property id = entity.getRootClass().getIdentifierProperty();
    String idName = id == null ? null : id.getName();
    for (MappedMembers.Member member : HibernateVersion.mappedMembers().of(entity, bootstrap)) {
      checkMember(entity, member, idName);
    }
  }

  private static void checkMember(
      PersistentClass entity, MappedMembers.Member member, String idName) {
    String path = path(entity, member.attribute());
    boolean isId = member.attribute().equals(idName);
    boolean isObjectId = AbstractObjectId.class.isAssignableFrom(member.type());
    if (member.has(GeneratedObjectId.class)) {
      if (!isId) {
        throw Message.NOT_ON_ID.exception(path);
      }
      if (!isObjectId) {
        throw Message.NOT_AN_OBJECT_ID_TYPE.exception(
            path, member.type().getName(), entity.getJpaEntityName() + "Id");
      }
    }
    GeneratedValue generatedValue = member.annotation(GeneratedValue.class);
    if (isId && isObjectId && generatedValue != null) {
      throw Message.GENERATED_VALUE.exception(path, generatedValue.strategy());
    }
    if (isId && isObjectId && member.has(Convert.class)) {
      // Hibernate 7 refuses this itself (HHH-19286); Hibernate 6.6 ignores the converter silently.
      throw Message.OVERRIDDEN.exception(
          path,
          member.type().getSimpleName(),
          "with @Convert, which Hibernate 6 ignores on an @Id and Hibernate 7 refuses");
    }
  }

  private static String path(PersistentClass entity, String attribute) {
    return entity.getJpaEntityName() + "." + attribute;
  }
}
