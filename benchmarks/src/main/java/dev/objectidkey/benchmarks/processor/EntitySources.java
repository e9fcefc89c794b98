package dev.objectidkey.benchmarks.processor;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Writes {@code count} small JPA entities, each {@code @ObjectIdKey} with an {@code @Id} of its own
 * generated id type, as a user's domain model would have them: 100 to a package.
 */
final class EntitySources {

  private static final int PER_PACKAGE = 100;

  private EntitySources() {}

  /** The entity's simple name, such as {@code Entity0042}. */
  static String simpleName(int index) {
    return String.format(Locale.ROOT, "Entity%04d", index);
  }

  /** The entity's package, such as {@code bench.model.p00}. */
  static String packageName(int index) {
    return String.format(Locale.ROOT, "bench.model.p%02d", index / PER_PACKAGE);
  }

  /** Writes {@code count} (at least 1) entities' sources under {@code root}; returns the paths. */
  static List<Path> write(Path root, int count) throws IOException {
    if (count < 1) {
      throw new IllegalArgumentException("Invalid entity count " + count + ": expected at least 1");
    }
    List<Path> paths = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      Path file = root.resolve(packageName(i).replace('.', '/')).resolve(simpleName(i) + ".java");
      Files.createDirectories(file.getParent());
      Files.writeString(file, source(i));
      paths.add(file);
    }
    return paths;
  }

  private static String source(int index) {
    String name = simpleName(index);
    return """
        package %1$s;

        import dev.objectidkey.ObjectIdKey;
        import dev.objectidkey.hibernate.GeneratedObjectId;
        import jakarta.persistence.Column;
        import jakarta.persistence.Entity;
        import jakarta.persistence.Id;
        import java.time.Instant;

        @Entity
        @ObjectIdKey
        public class %2$s {

          @Id
          @GeneratedObjectId
          private %2$sId id;

          @Column(nullable = false, length = 40)
          private String customer;

          private long amountCents;

          private Instant createdAt;

          protected %2$s() {}

          public %2$s(String customer, long amountCents, Instant createdAt) {
            this.customer = customer;
            this.amountCents = amountCents;
            this.createdAt = createdAt;
          }

          public %2$sId getId() {
            return id;
          }

          public String getCustomer() {
            return customer;
          }

          public long getAmountCents() {
            return amountCents;
          }

          public Instant getCreatedAt() {
            return createdAt;
          }
        }
        """
        .formatted(packageName(index), name);
  }
}
