package dev.objectidkey.hibernate.internal;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.hibernate.GeneratedObjectId;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.hibernate.generator.GeneratorCreationContext;
import org.junit.jupiter.api.Test;

/**
 * GraalVM cannot be run here, so this checks the reachability metadata against the code: Hibernate
 * creates the generator reflectively through the constructor that {@code @IdGeneratorType}
 * requires, and reads {@code @GeneratedObjectId}'s members reflectively.
 */
class NativeImageMetadataTest {

  @Test
  void reflectionMetadataNamesTheGeneratorConstructorThatHibernateCalls() throws Exception {
    // The constructor the metadata names must exist with exactly these parameters.
    GeneratedObjectIdGenerator.class.getConstructor(
        GeneratedObjectId.class, GeneratorCreationContext.class);

    String json;
    try (InputStream in = getClass().getClassLoader().getResourceAsStream(
        "META-INF/native-image/dev.objectidkey/objectidkey-hibernate/reflect-config.json")) {
      assertNotNull(in);
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    String compact = json.replaceAll("\\s+", "");
    assertTrue(compact.contains("{\"name\":\"" + GeneratedObjectIdGenerator.class.getName()
        + "\",\"methods\":[{\"name\":\"<init>\",\"parameterTypes\":[\""
        + GeneratedObjectId.class.getName() + "\",\""
        + GeneratorCreationContext.class.getName() + "\"]}]}"), json);
    assertTrue(compact.contains("{\"name\":\"" + GeneratedObjectId.class.getName()
        + "\",\"allDeclaredMethods\":true}"), json);
  }
}
