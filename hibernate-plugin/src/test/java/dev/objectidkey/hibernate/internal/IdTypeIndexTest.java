package dev.objectidkey.hibernate.internal;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.hibernate.model.OrderId;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.hibernate.MappingException;
import org.hibernate.boot.registry.classloading.internal.ClassLoaderServiceImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading {@code META-INF/objectidkey/id-types}: what a bad line does at boot. */
class IdTypeIndexTest {

  @TempDir Path jar;

  @Test
  void indexLineNamingAClassThatIsNotAnIdFailsAtBoot() throws IOException {
    MappingException thrown = assertThrows(MappingException.class, () -> load("java.lang.String"));
    assertTrue(thrown.getMessage().contains("lists java.lang.String, which does not extend"
        + " dev.objectidkey.AbstractObjectId; remove the line"), thrown.getMessage());
  }

  @Test
  void indexLineNamingTheBaseClassFailsSayingWhatItIs() throws IOException {
    MappingException thrown = assertThrows(MappingException.class,
        () -> load(AbstractObjectId.class.getName()));
    assertTrue(thrown.getMessage().contains("lists dev.objectidkey.AbstractObjectId, the abstract"
        + " base class of the id classes, which is no id class itself; remove the line"),
        thrown.getMessage());
  }

  @Test
  void indexLineNamingAHandWrittenIdWithoutFactoriesFailsAtBoot() throws IOException {
    MappingException thrown = assertThrows(MappingException.class,
        () -> load("dev.objectidkey.hibernate.misuse.StrayId"));
    assertTrue(thrown.getMessage().contains("lists dev.objectidkey.hibernate.misuse.StrayId, which"
        + " has no public static StrayId generate()"), thrown.getMessage());
  }

  @Test
  void commentsBlankLinesAndClassesNoLongerOnTheClasspathAreIgnored() throws IOException {
    Set<Class<? extends AbstractObjectId>> types =
        load("# a comment", "", "  com.example.RemovedId  ", OrderId.class.getName());
    assertTrue(types.contains(OrderId.class));
    assertFalse(types.stream().anyMatch(type -> type.getName().contains("Removed")));
  }

  private Set<Class<? extends AbstractObjectId>> load(String... lines) throws IOException {
    Path index = jar.resolve(IdTypeIndex.RESOURCE);
    Files.createDirectories(index.getParent());
    Files.write(index, List.of(lines));
    try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()},
        getClass().getClassLoader())) {
      ClassLoaderServiceImpl classLoaders = new ClassLoaderServiceImpl(loader);
      try {
        return IdTypeIndex.load(classLoaders);
      } finally {
        classLoaders.stop();
      }
    }
  }
}
