package dev.objectidkey.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.objectidkey.ObjectIdGenerator;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** The metadata files that build tools read, checked against the classes they name. */
class PackagingTest {

  @Test
  void nativeImageInitialisesTheGeneratorAtRunTimeSoEachProcessDrawsItsOwnRandomValue()
      throws IOException {
    Properties properties = new Properties();
    try (InputStream in = resource(
        "META-INF/native-image/dev.objectidkey/objectidkey-annotations/native-image.properties")) {
      properties.load(in);
    }
    assertEquals("--initialize-at-run-time=" + ObjectIdGenerator.class.getName(),
        properties.getProperty("Args"));
  }

  @Test
  void gradleIncrementalModeIsIsolatingForTheProcessor() throws IOException {
    try (InputStream in = resource("META-INF/gradle/incremental.annotation.processors")) {
      assertEquals(ObjectIdKeyProcessor.class.getName() + ",isolating",
          new String(in.readAllBytes(), StandardCharsets.UTF_8).trim());
    }
  }

  @Test
  void processorIsRegisteredAsAService() throws IOException {
    try (InputStream in = resource("META-INF/services/javax.annotation.processing.Processor")) {
      assertEquals(ObjectIdKeyProcessor.class.getName(),
          new String(in.readAllBytes(), StandardCharsets.UTF_8).trim());
    }
  }

  private static InputStream resource(String name) {
    InputStream in = PackagingTest.class.getClassLoader().getResourceAsStream(name);
    assertNotNull(in, name);
    return in;
  }
}
