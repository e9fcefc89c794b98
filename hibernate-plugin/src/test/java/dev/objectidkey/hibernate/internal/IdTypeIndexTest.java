package dev.objectidkey.hibernate.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

  @Test
  void byteOrderMarkTrailingCommentsAndUnicodeSpaceAroundANameAreAccepted() throws IOException {
    String name = OrderId.class.getName();
    for (String line : List.of("\uFEFF" + name, name + "  # the order ids", name + "\u00A0",
        "\u200B" + name + "\u200B", "\t" + name + "\u2060")) {
      assertTrue(load(line).contains(OrderId.class), line);
    }
  }

  @Test
  void aLineThatIsNoClassNameIsAWarningNamingTheFileAndLine() throws IOException {
    // System.Logger goes to java.util.logging here, as in most applications without a bridge.
    java.util.logging.Logger log = java.util.logging.Logger.getLogger(IdTypeIndex.class.getName());
    List<String> warnings = new java.util.ArrayList<>();
    java.util.logging.Handler collect = new java.util.logging.Handler() {
      @Override
      public void publish(java.util.logging.LogRecord record) {
        warnings.add(java.text.MessageFormat.format(record.getMessage(), record.getParameters()));
      }

      @Override
      public void flush() {}

      @Override
      public void close() {}
    };
    log.addHandler(collect);
    try {
      assertTrue(load("shop.Order Id", OrderId.class.getName(), "shop.OrderId;")
          .contains(OrderId.class));
    } finally {
      log.removeHandler(collect);
    }
    assertEquals(2, warnings.size(), warnings::toString);
    assertTrue(warnings.get(0).endsWith("id-types line 1 is \"shop.Order Id\", which is not a class"
        + " name; it is ignored, so the ids of that class have no mapping: write one binary class"
        + " name per line, such as shop.OrderId"), warnings.get(0));
    assertTrue(warnings.get(1).contains("id-types line 3 is \"shop.OrderId;\""), warnings.get(1));
  }

  @Test
  void classNameStripsCommentsAndSpaceOnly() {
    assertEquals("shop.OrderId", IdTypeIndex.className("\uFEFF shop.OrderId\u00A0# comment"));
    assertEquals("", IdTypeIndex.className("# only a comment"));
    assertEquals("shop.Order Id", IdTypeIndex.className(" shop.Order Id "));
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
