package dev.objectidkey.hibernate.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.hibernate.GeneratedObjectId;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
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
    try (InputStream in = getClass().getClassLoader().getResourceAsStream(
        "META-INF/native-image/dev.objectidkey/objectidkey-hibernate/reflect-config.json")) {
      assertNotNull(in);
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    String compact = json.replaceAll("\\s+", "");
    assertTrue(compact.contains("{\"name\":\"" + GeneratedObjectIdGenerator.class.getName()
        + "\",\"methods\":[{\"name\":\"<init>\",\"parameterTypes\":[]}]}"), json);
    assertTrue(compact.contains("{\"name\":\"" + GeneratedObjectId.class.getName()
        + "\",\"allDeclaredMethods\":true}"), json);
  }

  @Test
  void proxyMetadataNamesTheInterfaceOfThePostgresMinMaxProxy() throws Exception {
    // PostgresMinMax makes a java.lang.reflect.Proxy of exactly this interface list.
    String json;
    try (InputStream in = getClass().getClassLoader().getResourceAsStream(
        "META-INF/native-image/dev.objectidkey/objectidkey-hibernate/proxy-config.json")) {
      assertNotNull(in);
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    assertTrue(json.replaceAll("\\s+", "").contains("{\"interfaces\":[\""
        + org.hibernate.query.sqm.function.SqmFunctionDescriptor.class.getName() + "\"]}"), json);
  }
}
