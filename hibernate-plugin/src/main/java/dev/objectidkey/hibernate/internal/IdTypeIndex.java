package dev.objectidkey.hibernate.internal;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdFactory;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.Set;
import org.hibernate.boot.registry.classloading.spi.ClassLoaderService;
import org.hibernate.boot.registry.classloading.spi.ClassLoadingException;

/**
 * Reads the id classes listed in every {@value #RESOURCE} on the classpath.
 *
 * <p>The file is UTF-8, one binary class name per line; {@code #} starts a comment, and blank
 * lines, a byte-order mark and Unicode space around a name are ignored. A line that is still not
 * a class name is logged as a warning with its file and line number. objectidkey-processor writes
 * one per compilation (one per jar), and {@link ClassLoaderService#locateResources} finds them
 * all, through the same class loaders that Hibernate loads entities with.
 *
 * <p>Why an index: the JavaType of an id class must be registered before Hibernate resolves the
 * first attribute of that class, and no Hibernate 7 boot hook both runs that early and sees the
 * mapped classes. {@code TypeContributor}s run in {@code MetadataBuildingProcess.handleTypes},
 * before the managed classes are processed, and see only the type registries; a
 * {@code MetadataSourcesContributor} sees {@code MetadataSources}, which JPA bootstrap
 * ({@code persistence.xml}, Spring) leaves empty; an {@code AdditionalMappingContributor} runs
 * after the second passes, when every basic value is already resolved. Scanning the classpath
 * would be slow and miss class loaders, so the processor, which knows every id class, lists them.
 */
final class IdTypeIndex {

  /**
   * Where objectidkey-processor lists the id classes of each compilation ({@code IdIndexWriter}),
   * one binary class name per line; a hand-written id class can be added by hand.
   */
  static final String RESOURCE = "META-INF/objectidkey/id-types";

  private static final System.Logger LOG = System.getLogger(IdTypeIndex.class.getName());

  private IdTypeIndex() {}

  /**
   * Returns every id class listed on the classpath, each once.
   *
   * @throws org.hibernate.MappingException if a listed class is not a generated id class, or an
   *     index cannot be read
   */
  static Set<Class<? extends AbstractObjectId>> load(ClassLoaderService classLoaders) {
    Set<Class<? extends AbstractObjectId>> types = new LinkedHashSet<>();
    for (URL index : classLoaders.locateResources(RESOURCE)) {
      for (String name : read(index)) {
        Class<?> type;
        try {
          type = classLoaders.classForName(name);
        } catch (ClassLoadingException e) {
          // A stale line in an old jar: no entity can use a class that does not exist.
          LOG.log(
              System.Logger.Level.DEBUG,
              "{0} lists {1}, which is not on the classpath; ignored",
              index,
              name);
          continue;
        }
        types.add(checked(index, type));
      }
    }
    return types;
  }

  private static Set<String> read(URL index) {
    Set<String> names = new LinkedHashSet<>();
    try (BufferedReader reader =
        new BufferedReader(new InputStreamReader(index.openStream(), StandardCharsets.UTF_8))) {
      int number = 0;
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        number++;
        String name = className(line);
        if (name.isEmpty()) {
          continue;
        }
        if (isBinaryName(name)) {
          names.add(name);
        } else {
          LOG.log(
              System.Logger.Level.WARNING,
              "[ObjectIdKey] {0} line {1} is {2}, which is not a"
                  + " class name; it is ignored, so the ids of that class have no mapping: write one"
                  + " binary class name per line, such as shop.OrderId",
              index,
              number,
              visible(line));
        }
      }
    } catch (IOException e) {
      throw Message.INDEX_UNREADABLE.exception(index, e);
    }
    return names;
  }

  /**
   * The class name on {@code line}: without a byte-order mark, a {@code #} comment, and leading
   * or trailing Unicode space (no-break and zero-width spaces included), as editors leave them.
   */
  static String className(String line) {
    int comment = line.indexOf('#');
    String name = comment < 0 ? line : line.substring(0, comment);
    int start = 0;
    int end = name.length();
    while (start < end && isSpace(name.charAt(start))) {
      start++;
    }
    while (end > start && isSpace(name.charAt(end - 1))) {
      end--;
    }
    return name.substring(start, end);
  }

  /** {@code line} in quotes, cut at 100 characters, with every non-ASCII character as \\uXXXX. */
  private static String visible(String line) {
    StringBuilder out = new StringBuilder("\"");
    for (int i = 0; i < Math.min(line.length(), 100); i++) {
      char c = line.charAt(i);
      out.append(c >= 0x20 && c < 0x7f ? String.valueOf(c) : String.format("\\u%04X", (int) c));
    }
    return out.append(line.length() > 100 ? "\"..." : "\"").toString();
  }

  private static boolean isSpace(char c) {
    return Character.isWhitespace(c)
        || Character.isSpaceChar(c)
        || c == '\uFEFF'
        || c == '\u200B'
        || c == '\u200C'
        || c == '\u200D'
        || c == '\u2060';
  }

  /** Whether {@code name} is a binary class name: Java identifiers joined by dots. */
  private static boolean isBinaryName(String name) {
    for (String part : name.split("\\.", -1)) {
      if (part.isEmpty()
          || !Character.isJavaIdentifierStart(part.codePointAt(0))
          || !part.codePoints().allMatch(Character::isJavaIdentifierPart)
          || part.chars().anyMatch(Character::isIdentifierIgnorable)) {
        return false;
      }
    }
    return true;
  }

  private static Class<? extends AbstractObjectId> checked(URL index, Class<?> type) {
    if (type == AbstractObjectId.class) {
      throw Message.INDEX_BASE_CLASS.exception(index, type.getName());
    }
    if (!AbstractObjectId.class.isAssignableFrom(type)) {
      throw Message.INDEX_NOT_AN_ID.exception(index, type.getName());
    }
    Class<? extends AbstractObjectId> idType = type.asSubclass(AbstractObjectId.class);
    try {
      ObjectIdFactory.of(idType);
    } catch (IllegalArgumentException e) {
      // Quoted inside ours, so without its own prefix.
      String reason = e.getMessage().replaceFirst("^\\[ObjectIdKey] ", "");
      throw Message.INDEX_WITHOUT_FACTORY.exception(index, type.getName(), reason);
    }
    return idType;
  }
}
