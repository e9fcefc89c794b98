package dev.objectidkey.galera;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code engines.sh check}: what the tests decide to run or skip on. */
class EnginesCheckTest {

  @Test
  void checkReportsEachEngineOnItsOwnLine() {
    Engines.Result result = Engines.run(Map.of(), "check");
    List<String> lines = result.output().lines().toList();
    assertEquals(2, lines.size(), result.output());
    assertTrue(lines.get(0).matches("galera: (ok|missing \\(.+\\))"), lines.get(0));
    assertTrue(lines.get(1).matches("spider: (ok|missing \\(.+\\))"), lines.get(1));
    boolean bothOk = lines.equals(List.of("galera: ok", "spider: ok"));
    assertEquals(bothOk ? 0 : 1, result.exit());
  }

  @Test
  void checkNamesTheMissingGaleraLibraryAndTheFix() {
    Engines.Result result =
        Engines.run(Map.of("GALERA_LIB", "/nonexistent/libgalera_smm.so"), "check");
    assertEquals(1, result.exit());
    assertTrue(
        result
            .output()
            .contains(
                "galera: missing (no /nonexistent/libgalera_smm.so (apt-get install galera-4))"),
        result.output());
  }

  @Test
  void checkNamesTheMissingSpiderPluginAndTheFix() {
    Engines.Result result = Engines.run(Map.of("SPIDER_CACHE", "/nonexistent"), "check");
    assertEquals(1, result.exit());
    assertTrue(
        result
            .output()
            .contains(
                "spider: missing (no /nonexistent/usr/lib/mysql/plugin/ha_spider.so"
                    + " (run engines.sh install))"),
        result.output());
  }
}
