package dev.objectidkey.processor;

import java.util.Set;
import javax.lang.model.element.TypeElement;

/**
 * Everything {@link IdClassWriter} and the other writers need to write one id class, already
 * validated.
 *
 * @param owner the {@code @ObjectIdKey} type: the originating element of every file written
 * @param packageName the package of the owner and of the generated classes ("" for the unnamed one)
 * @param simpleName the simple name of the id class, such as {@code OrderId}
 * @param integrations the optional libraries the id class is written for
 */
record IdTypeModel(
    TypeElement owner, String packageName, String simpleName, Set<Integration> integrations) {

  IdTypeModel {
    integrations = Set.copyOf(integrations);
  }

  /** Whether to write {@code <simpleName>Converter}: {@link Integration#JPA_CONVERTER}. */
  boolean jpaConverter() {
    return integrations.contains(Integration.JPA_CONVERTER);
  }

  /** {@link Integration#JACKSON}. */
  boolean jackson() {
    return integrations.contains(Integration.JACKSON);
  }

  /** {@link Integration#OPENAPI}. */
  boolean openApi() {
    return integrations.contains(Integration.OPENAPI);
  }

  /** {@link Integration#SPRING_JDBC}. */
  boolean springJdbc() {
    return integrations.contains(Integration.SPRING_JDBC);
  }

  /** {@link Integration#MICRONAUT_DATA}. */
  boolean micronautData() {
    return integrations.contains(Integration.MICRONAUT_DATA);
  }

  /** {@link Integration#JMOLECULES_IDENTIFIER}. */
  boolean jmoleculesIdentifier() {
    return integrations.contains(Integration.JMOLECULES_IDENTIFIER);
  }

  /** {@link Integration#ASSOCIATION_CONVERTER}. */
  boolean associationConverter() {
    return integrations.contains(Integration.ASSOCIATION_CONVERTER);
  }

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
