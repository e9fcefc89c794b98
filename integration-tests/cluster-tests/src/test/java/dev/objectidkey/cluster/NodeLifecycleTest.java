package dev.objectidkey.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.time.Duration;
import java.util.OptionalInt;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A node never outlives the test that started it: when its standard input closes without a
 * {@code quit}, as when the test's JVM is killed, it stops its SessionFactory and exits.
 */
class NodeLifecycleTest {

  @Test
  @Timeout(value = 90, unit = TimeUnit.SECONDS)
  void aNodeExitsWhenItsStandardInputCloses() {
    int port = ClusteredCacheSuite.freePort();
    NodeProcess node =
        NodeProcess.start(
            "NodeLifecycleTest",
            "objectidkey-" + UUID.randomUUID(),
            port,
            "127.0.0.1[" + port + "]",
            "jdbc:h2:mem:lifecycle",
            "sa",
            "",
            "create");
    try {
      node.awaitReady();
      assertEquals("1", node.call("members").get("members"));
      OptionalInt exit = node.closeInputAndAwaitExit(Duration.ofSeconds(20));
      assertEquals(OptionalInt.of(0), exit);
      assertFalse(node.isAlive());
    } finally {
      node.close();
    }
  }
}
