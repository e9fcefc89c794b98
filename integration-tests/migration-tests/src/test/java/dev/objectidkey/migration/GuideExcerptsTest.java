package dev.objectidkey.migration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The SQL that docs/migrating.md quotes is the text of the scripts these tests run, byte for byte:
 * a fix to a script that the guide does not get fails here.
 */
class GuideExcerptsTest {

  /** A fenced sql block whose first line names the database, such as {@code -- PostgreSQL}. */
  private static final Pattern EXCERPT =
      Pattern.compile(
          "(?m)^( *)```sql\\n *-- (PostgreSQL|MariaDB|H2)\\n(.*?)^ *```$", Pattern.DOTALL);

  @Test
  void everySqlExcerptOfTheGuideIsInItsDatabasesScript() throws IOException {
    String guide =
        Files.readString(Path.of("..", "..", "docs", "migrating.md"), StandardCharsets.UTF_8);
    Matcher excerpt = EXCERPT.matcher(guide);
    List<String> databases = new ArrayList<>();
    while (excerpt.find()) {
      String indent = excerpt.group(1);
      String database = excerpt.group(2).toLowerCase(Locale.ROOT);
      StringBuilder text = new StringBuilder();
      for (String line : excerpt.group(3).split("\n", -1)) {
        text.append(line.startsWith(indent) ? line.substring(indent.length()) : line).append('\n');
      }
      String quoted = text.toString().strip();
      String script = script(database);
      assertTrue(
          script.contains(quoted),
          () ->
              "docs/migrating.md quotes, for "
                  + database
                  + ", what its script does not say:\n"
                  + quoted);
      databases.add(database);
    }
    assertEquals(List.of("postgresql", "postgresql"), databases, "the excerpts found");
  }

  private static String script(String database) throws IOException {
    try (InputStream in =
        GuideExcerptsTest.class.getResourceAsStream("/db/" + database + "/V2__objectid_keys.sql")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
