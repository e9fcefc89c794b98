package dev.objectidkey.processor;

import javax.lang.model.element.TypeElement;

/**
 * Everything {@link IdClassWriter} and the other writers needs to write one id class, already validated.
 *
 * @param owner the {@code @ObjectIdKey} type: the originating element of every file written
 * @param packageName the package of the owner and of the generated classes ("" for the unnamed one)
 * @param simpleName the simple name of the id class, such as {@code OrderId}
 * @param jpaConverter whether to write {@code <simpleName>Converter}, a JPA AttributeConverter
 * @param jackson whether to annotate the id class for Jackson (2.x and 3.x share the annotations)
 * @param openApi whether to annotate the id class with swagger's {@code @Schema}, so OpenAPI
 *     generators (springdoc, swagger-core) describe it as the hex string that Jackson writes
 * @param springJdbc whether the id class implements Spring JDBC's {@code SqlTypeValue}, so
 *     {@code JdbcTemplate} and its relatives bind it as its 12 bytes
 * @param micronautData whether to write {@code <simpleName>MicronautConverter}, a Micronaut Data
 *     {@code AttributeConverter} bean, and name it with {@code @TypeDef} on the id class
 * @param jmoleculesIdentifier whether the id class implements jMolecules'
 *     {@code org.jmolecules.ddd.types.Identifier}
 * @param associationConverter whether to write {@code <simpleName>AssociationConverter}, the JPA
 *     converter applied to every {@code Association<Owner, <simpleName>>} attribute: the owner is a
 *     jMolecules {@code AggregateRoot} of this id, and JPA and jMolecules are visible
 */
record IdTypeModel(
    TypeElement owner,
    String packageName,
    String simpleName,
    boolean jpaConverter,
    boolean jackson,
    boolean openApi,
    boolean springJdbc,
    boolean micronautData,
    boolean jmoleculesIdentifier,
    boolean associationConverter) {

  /** The qualified name of the id class. */
  String qualifiedName() {
    return qualify(simpleName);
  }

  /** The simple name of the JPA converter class. */
  String converterName() {
    return simpleName + "Converter";
  }

  /** The simple name of the JPA converter of jMolecules associations to the owner. */
  String associationConverterName() {
    return simpleName + "AssociationConverter";
  }

  /** The simple name of the Micronaut Data converter class. */
  String micronautConverterName() {
    return simpleName + "MicronautConverter";
  }

  String qualify(String name) {
    return packageName.isEmpty() ? name : packageName + "." + name;
  }
}
