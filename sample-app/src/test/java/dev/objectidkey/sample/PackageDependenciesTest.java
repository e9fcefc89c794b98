package dev.objectidkey.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The sample's packages depend on each other in one direction only: the shop ({@code domain},
 * {@code shop}) on nothing of the sample, the adapters ({@code cli}, {@code web}, {@code mongo})
 * on the shop, and nothing on an adapter but the command line. Read from the sources under
 * {@code src/main/java}: every name {@code dev.objectidkey.sample.<package>} in a file of another
 * package, in an import or anywhere else, is a dependency.
 */
class PackageDependenciesTest {

  private static final Path SOURCES = Path.of("src/main/java/dev/objectidkey/sample");

  private static final Pattern REFERENCE =
      Pattern.compile("\\bdev\\.objectidkey\\.sample\\.(\\w+)");

  /** Each package and the sample packages it may use; the root package is {@code ""}. */
  private static final Map<String, Set<String>> ALLOWED =
      Map.of(
          "domain", Set.of(),
          "shop", Set.of("domain"),
          "support", Set.of(),
          "tool", Set.of("support"),
          "mongo", Set.of("domain", "shop", "support"),
          "web", Set.of("domain", "shop", "tool", "support"),
          "cli", Set.of("domain", "shop", "tool", "support", "mongo", "web"),
          "", Set.of("cli", "support"));

  @Test
  void everyPackageUsesOnlyThePackagesBelowIt() {
    Map<String, Set<String>> uses = dependencies();
    assertEquals(
        new TreeSet<>(ALLOWED.keySet()),
        uses.keySet(),
        "a package was added or removed: give it its place in ALLOWED and in sample-app/README.md");
    uses.forEach(
        (from, targets) -> {
          Set<String> extra = new TreeSet<>(targets);
          extra.removeAll(ALLOWED.get(from));
          assertTrue(
              extra.isEmpty(),
              () -> "package " + name(from) + " uses " + extra + ", which is not below it");
        });
  }

  @Test
  void thePackagesFormNoCycle() {
    Map<String, Set<String>> uses = dependencies();
    for (String start : uses.keySet()) {
      List<String> cycle = cycleFrom(start, start, uses, new ArrayList<>(List.of(start)));
      assertTrue(cycle.isEmpty(), () -> "a cycle between packages: " + String.join(" -> ", cycle));
    }
  }

  @Test
  void theCheckSeesTheDependenciesThatExist() {
    // Guards the scan itself: a pattern that matched nothing would pass the tests above.
    Map<String, Set<String>> uses = dependencies();
    assertEquals(Set.of("domain"), uses.get("shop"));
    assertTrue(uses.get("cli").containsAll(Set.of("shop", "web", "mongo", "tool")), uses::toString);
  }

  private static List<String> cycleFrom(
      String start, String at, Map<String, Set<String>> uses, List<String> path) {
    for (String next : uses.getOrDefault(at, Set.of())) {
      if (next.equals(start)) {
        List<String> cycle = new ArrayList<>(path);
        cycle.add(next);
        return cycle;
      }
      if (!path.contains(next)) {
        path.add(next);
        List<String> cycle = cycleFrom(start, next, uses, path);
        if (!cycle.isEmpty()) {
          return cycle;
        }
        path.remove(path.size() - 1);
      }
    }
    return List.of();
  }

  /** Each package, {@code ""} for the root, and the other sample packages its sources name. */
  private static Map<String, Set<String>> dependencies() {
    Map<String, Set<String>> uses = new TreeMap<>();
    try (Stream<Path> files = Files.walk(SOURCES)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        Path dir = SOURCES.relativize(file.getParent());
        String from = dir.toString().replace(file.getFileSystem().getSeparator(), ".");
        Set<String> targets = uses.computeIfAbsent(from, key -> new TreeSet<>());
        Matcher matcher = REFERENCE.matcher(withoutPackageLine(Files.readString(file)));
        while (matcher.find()) {
          String target = matcher.group(1);
          // dev.objectidkey.sample.SampleApp names a class of the root package, not a package.
          String targetPackage = Character.isUpperCase(target.charAt(0)) ? "" : target;
          if (!targetPackage.equals(from)) {
            targets.add(targetPackage);
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot read the sources under " + SOURCES.toAbsolutePath(), e);
    }
    return uses;
  }

  private static String withoutPackageLine(String source) {
    return source.replaceFirst("(?m)^package [\\w.]+;", "");
  }

  private static String name(String pkg) {
    return pkg.isEmpty() ? "dev.objectidkey.sample" : "dev.objectidkey.sample." + pkg;
  }
}
