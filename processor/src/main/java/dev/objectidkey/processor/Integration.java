package dev.objectidkey.processor;

/**
 * An optional library that an id class is written for when the owner's code can see it; each
 * changes what {@link IdClassWriter} or {@link ConverterWriter} writes.
 */
enum Integration {

  /** {@code <Id>Converter}, a JPA {@code AttributeConverter}. */
  JPA_CONVERTER,

  /** Jackson's annotations on the id class (2.x and 3.x share them). */
  JACKSON,

  /**
   * Swagger's {@code @Schema} on the id class, so OpenAPI generators (springdoc, swagger-core)
   * describe it as the hex string that Jackson writes; only with {@link #JACKSON}.
   */
  OPENAPI,

  /**
   * Spring JDBC's {@code SqlTypeValue} on the id class, so {@code JdbcTemplate} and its relatives
   * bind it as its 12 bytes.
   */
  SPRING_JDBC,

  /**
   * {@code <Id>MicronautConverter}, a Micronaut Data {@code AttributeConverter} bean, named with
   * {@code @TypeDef} on the id class.
   */
  MICRONAUT_DATA,

  /** jMolecules' {@code org.jmolecules.ddd.types.Identifier} on the id class. */
  JMOLECULES_IDENTIFIER,

  /**
   * {@code <Id>AssociationConverter}, the JPA converter of every {@code Association<Owner, <Id>>}
   * attribute: the owner is a jMolecules {@code AggregateRoot} of this id, and JPA is visible.
   */
  ASSOCIATION_CONVERTER
}
