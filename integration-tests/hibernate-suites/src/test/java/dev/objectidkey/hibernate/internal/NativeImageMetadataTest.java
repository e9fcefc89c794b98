package dev.objectidkey.hibernate.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.ObjectIdFactory;
import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * GraalVM cannot be run here, so this checks the reachability metadata against the code: Hibernate
 * creates the generator reflectively through its no-argument constructor (the one every
 * supported Hibernate line can call), and reads {@code @GeneratedObjectId}'s members reflectively.
 */
class NativeImageMetadataTest {

  @Test
  void reflectionMetadataNamesTheGeneratorConstructorThatHibernateCalls() throws Exception {
    // The constructor the metadata names must be the one that every Hibernate line calls.
    assertEquals(0, GeneratedObjectIdGenerator.class.getConstructor().getParameterCount());
    assertEquals(1, GeneratedObjectIdGenerator.class.getConstructors().length);

    String json;
    try (InputStream in =
        getClass()
            .getClassLoader()
            .getResourceAsStream(
                "META-INF/native-image/dev.objectidkey/objectidkey-hibernate/reflect-config.json")) {
      assertNotNull(in);
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    String compact = json.replaceAll("\\s+", "");
    assertTrue(
        compact.contains(
            "{\"name\":\""
                + GeneratedObjectIdGenerator.class.getName()
                + "\",\"methods\":[{\"name\":\"<init>\",\"parameterTypes\":[]}]}"),
        json);
    assertTrue(
        compact.contains(
            "{\"name\":\"" + GeneratedObjectId.class.getName() + "\",\"allDeclaredMethods\":true}"),
        json);
  }

  @Test
  void theProcessorsMetadataListsExactlyTheFactoriesThatTheRuntimeLooksUp() throws Exception {
    // Written by objectidkey-processor for this module's test entities, next to the id index.
    String json = resource("META-INF/native-image/objectidkey-ids/reflect-config.json");
    String compact = json.replaceAll("\\s+", "");
    List<String> idClasses =
        resource(ObjectIdKey.ID_TYPES_RESOURCE)
            .lines()
            .filter(line -> !line.isBlank() && !line.startsWith("#"))
            .toList();
    assertFalse(idClasses.isEmpty());
    String methods =
        ObjectIdFactory.FACTORIES.stream()
            .map(
                method ->
                    "{\"name\":\""
                        + method.name()
                        + "\",\"parameterTypes\":["
                        + method.parameterTypes().stream()
                            .map(type -> "\"" + type.getTypeName() + "\"")
                            .collect(Collectors.joining(","))
                        + "]}")
            .collect(Collectors.joining(","));
    for (String name : idClasses) {
      assertTrue(
          compact.contains("{\"name\":\"" + name + "\",\"methods\":[" + methods + "]}"),
          () -> name + " is not listed with " + methods + " in " + json);
      Class<?> type = Class.forName(name);
      for (ObjectIdFactory.FactoryMethod factory : ObjectIdFactory.FACTORIES) {
        Method method =
            type.getMethod(factory.name(), factory.parameterTypes().toArray(Class[]::new));
        assertTrue(Modifier.isStatic(method.getModifiers()), method::toString);
        assertEquals(type, method.getReturnType(), method::toString);
      }
    }
    assertEquals(
        idClasses.size(),
        compact.split("\\{\"name\":\"[^\"]+\",\"methods\"").length - 1,
        "one entry per id class, no other: " + json);
  }

  private String resource(String path) throws IOException {
    try (InputStream in = getClass().getClassLoader().getResourceAsStream(path)) {
      assertNotNull(in, path);
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void proxyMetadataNamesTheInterfaceOfThePostgresMinMaxProxy() throws Exception {
    // PostgresMinMax makes a java.lang.reflect.Proxy of exactly this interface list.
    String json;
    try (InputStream in =
        getClass()
            .getClassLoader()
            .getResourceAsStream(
                "META-INF/native-image/dev.objectidkey/objectidkey-hibernate/proxy-config.json")) {
      assertNotNull(in);
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    assertTrue(
        json.replaceAll("\\s+", "")
            .contains(
                "{\"interfaces\":[\""
                    + org.hibernate.query.sqm.function.SqmFunctionDescriptor.class.getName()
                    + "\"]}"),
        json);
  }
}
