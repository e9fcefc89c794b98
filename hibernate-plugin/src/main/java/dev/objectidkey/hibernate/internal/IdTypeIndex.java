package dev.objectidkey.hibernate.internal;

import dev.objectidkey.AbstractObjectId;
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
 * <p>The file is UTF-8, one binary class name per line; blank lines and lines starting with
 * {@code #} are ignored. objectidkey-processor writes one per compilation (one per jar), and
 * {@link ClassLoaderService#locateResources} finds them all, through the same class loaders that
 * Hibernate loads entities with.
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

  /** Where objectidkey-processor lists the id classes of each compilation. */
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
          LOG.log(System.Logger.Level.DEBUG, "{0} lists {1}, which is not on the classpath; ignored",
              index, name);
          continue;
        }
        types.add(checked(index, type));
      }
    }
    return types;
  }

  private static Set<String> read(URL index) {
    Set<String> names = new LinkedHashSet<>();
    try (BufferedReader reader = new BufferedReader(
        new InputStreamReader(index.openStream(), StandardCharsets.UTF_8))) {
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        String name = line.strip();
        if (!name.isEmpty() && !name.startsWith("#")) {
          names.add(name);
        }
      }
    } catch (IOException e) {
      throw MappingError.INDEX_UNREADABLE.exception(index, e);
    }
    return names;
  }

  private static Class<? extends AbstractObjectId> checked(URL index, Class<?> type) {
    if (type == AbstractObjectId.class) {
      throw MappingError.INDEX_BASE_CLASS.exception(index, type.getName());
    }
    if (!AbstractObjectId.class.isAssignableFrom(type)) {
      throw MappingError.INDEX_NOT_AN_ID.exception(index, type.getName());
    }
    Class<? extends AbstractObjectId> idType = type.asSubclass(AbstractObjectId.class);
    try {
      ObjectIdFactory.of(idType);
    } catch (NoSuchMethodError e) {
      throw MappingError.INDEX_WITHOUT_FACTORY.exception(index, type.getName(), e.getMessage());
    }
    return idType;
  }
}
