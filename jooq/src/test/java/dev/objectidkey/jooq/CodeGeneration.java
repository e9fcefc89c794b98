package dev.objectidkey.jooq;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.jooq.codegen.GenerationTool;
import org.jooq.meta.jaxb.Configuration;
import org.jooq.meta.jaxb.Database;
import org.jooq.meta.jaxb.ForcedType;
import org.jooq.meta.jaxb.Generate;
import org.jooq.meta.jaxb.Generator;
import org.jooq.meta.jaxb.Logging;
import org.jooq.meta.jaxb.Property;
import org.jooq.meta.jaxb.Target;

/**
 * One real jOOQ code generation run, as jooq-codegen-maven makes it: jOOQ's DDLDatabase reads a SQL
 * script, and {@link ObjectIdJavaGenerator} writes the sources.
 */
final class CodeGeneration {

  /** The template the tests use, as docs/jooq.md shows it. */
  static ForcedType idTemplate() {
    return new ForcedType()
        .withUserType("com.example.shop.{Entity}Id")
        .withIncludeTypes("BINARY\\(12\\)");
  }

  private final Path directory;

  CodeGeneration(Path directory) {
    this.directory = directory;
  }

  /**
   * Generates the sources for {@code ddl}.
   *
   * @return the directory that holds them
   * @throws Exception what the run throws, as jooq-codegen-maven would report it
   */
  Path run(String ddl, ForcedType... forcedTypes) throws Exception {
    Path script = directory.resolve("schema.sql");
    Files.writeString(script, ddl);
    Path target = directory.resolve("generated");
    GenerationTool.generate(
        new Configuration()
            .withLogging(Logging.WARN)
            .withGenerator(
                new Generator()
                    .withName(ObjectIdJavaGenerator.class.getName())
                    .withDatabase(
                        new Database()
                            .withName("org.jooq.meta.extensions.ddl.DDLDatabase")
                            .withProperties(
                                new Property().withKey("scripts").withValue(script.toString()))
                            .withForcedTypes(new ArrayList<>(List.of(forcedTypes))))
                    .withGenerate(new Generate().withPojos(false).withDaos(false))
                    .withTarget(
                        new Target()
                            .withPackageName("com.example.shop.db")
                            .withDirectory(target.toString()))));
    return target;
  }

  /** The source of the generated table class {@code simpleName}, such as {@code Orders}. */
  static String tableSource(Path generated, String simpleName) throws IOException {
    try (Stream<Path> files = Files.walk(generated)) {
      Path file =
          files
              .filter(f -> f.endsWith(Path.of("tables", simpleName + ".java")))
              .findFirst()
              .orElseThrow(() -> new AssertionError("no table class " + simpleName));
      return Files.readString(file);
    }
  }
}
