package dev.objectidkey.hibernate.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.hibernate.GeneratedObjectId;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.hibernate.Version;
import org.junit.jupiter.api.Test;

/**
 * Links every class of the plugin jar against the running Hibernate line, from the class files
 * alone, as the JVM would when it loads and runs them: every class it names must exist, every field
 * and method it uses must exist with that descriptor, and a concrete class must implement every
 * abstract method of its supertypes (else {@code AbstractMethodError} at the first call).
 *
 * <p>This test is in the tree that every line module runs (hibernate-plugin on 7.4,
 * hibernate-lines on 6.6 and 7.2), so each supported line checks the one jar. The only classes
 * allowed to refer to what a line lacks are the other lines' implementations of a line difference
 * (such as {@link Hibernate66MappedMembers} on 7), which {@link HibernateVersion} never loads on
 * this line; for them the test checks the opposite, that they do need their own line, so the check
 * is seen to find what is missing.
 */
class LineLinkageTest {

  /** The packages of the JDK, fixed for a build (Java 17); only their classes' existence is checked. */
  private static final List<String> JDK = List.of("java/", "javax/", "jdk/", "sun/");

  /**
   * Each difference between the lines that needs a class per line: the sealed interface that
   * names it, and how {@link HibernateVersion} gets the running line's implementation.
   */
  private static final Map<Class<?>, Supplier<Object>> LINE_DIFFERENCES =
      Map.of(MappedMembers.class, HibernateVersion::mappedMembers);

  private final ClassLoader classpath = LineLinkageTest.class.getClassLoader();
  private final Map<String, Optional<ClassFile>> cache = new HashMap<>();

  @Test
  void everyPluginClassLinksOnTheRunningLineExceptTheOtherLinesAdapters() throws Exception {
    Set<String> adapters = otherLinesAdapters();
    List<String> plugin = pluginClasses();
    assertTrue(plugin.size() > 10, () -> "plugin classes not found: " + plugin);
    Map<String, List<String>> problems = new HashMap<>();
    for (String name : plugin) {
      problems.put(name, problems(classFile(name).orElseThrow()));
    }
    List<String> unexpected = new ArrayList<>();
    for (String name : plugin) {
      if (!adapters.contains(outermost(name))) {
        problems.get(name).forEach(problem -> unexpected.add(name + ": " + problem));
      }
    }
    assertEquals(
        List.of(),
        unexpected,
        "on Hibernate "
            + Version.getVersionString()
            + ", these plugin classes refer to what this line does not ship; move the"
            + " difference into a line adapter chosen by HibernateVersion");
    for (String adapter : adapters) {
      assertFalse(
          problems.getOrDefault(adapter, List.of()).isEmpty(),
          () ->
              adapter
                  + " links on Hibernate "
                  + Version.getVersionString()
                  + " although HibernateVersion keeps it for another line");
    }
  }

  @Test
  void theRunningLineGetsItsOwnAdapterAndEveryAdapterIsNamedForItsLine() throws Exception {
    String version = Version.getVersionString();
    Class<?> expected =
        version.startsWith("6.") ? Hibernate66MappedMembers.class : Hibernate7MappedMembers.class;
    assertEquals(expected, HibernateVersion.mappedMembers().getClass(), version);
    assertSame(HibernateVersion.mappedMembers(), HibernateVersion.mappedMembers(), "created once");
    // A class named for a line is one of the adapters this test knows, so none escapes the check.
    Set<String> adapters = new TreeSet<>();
    for (Class<?> difference : LINE_DIFFERENCES.keySet()) {
      for (Class<?> adapter : difference.getPermittedSubclasses()) {
        adapters.add(internalName(adapter));
      }
    }
    for (String name : pluginClasses()) {
      String simpleName = name.substring(name.lastIndexOf('/') + 1);
      if (simpleName.matches("Hibernate\\d+.*")) {
        assertTrue(
            adapters.contains(outermost(name)),
            () ->
                name + " is named for a line but implements none of " + LINE_DIFFERENCES.keySet());
      }
    }
  }

  /** The adapters of every line but the running one, by internal name. */
  private static Set<String> otherLinesAdapters() {
    Set<String> others = new TreeSet<>();
    LINE_DIFFERENCES.forEach(
        (difference, running) -> {
          Object adapter = running.get();
          for (Class<?> type : difference.getPermittedSubclasses()) {
            if (type != adapter.getClass()) {
              others.add(internalName(type));
            }
          }
        });
    return others;
  }

  private static String internalName(Class<?> type) {
    return type.getName().replace('.', '/');
  }

  /** Every problem that the JVM would meet linking and running {@code type} on this classpath. */
  private List<String> problems(ClassFile type) {
    List<String> problems = new ArrayList<>();
    for (String name : type.types()) {
      if (classFile(name).isEmpty()) {
        problems.add("refers to " + name.replace('/', '.') + ", which is not on the classpath");
      }
    }
    for (ClassFile.Reference reference : type.references()) {
      if (reference.owner().startsWith("[") || isJdk(reference.owner())) {
        continue;
      }
      if (classFile(reference.owner()).isPresent() && !resolves(reference)) {
        problems.add("uses " + reference + ", which does not exist");
      }
    }
    if (!type.isInterface() && !type.isAbstract()) {
      for (String method : unimplemented(type)) {
        problems.add("does not implement " + method);
      }
    }
    return problems;
  }

  /** Whether {@code reference} is declared by its owner or a supertype, as JVMS §5.4.3 finds it. */
  private boolean resolves(ClassFile.Reference reference) {
    if (reference.method()
        && (reference.owner().equals("java/lang/invoke/MethodHandle")
            || reference.owner().equals("java/lang/invoke/VarHandle"))) {
      return true; // signature polymorphic
    }
    for (ClassFile type : supertypes(reference.owner(), true)) {
      List<ClassFile.Member> members = reference.method() ? type.methods() : type.fields();
      for (ClassFile.Member member : members) {
        if (member.name().equals(reference.name())
            && member.descriptor().equals(reference.descriptor())) {
          return true;
        }
      }
    }
    return false;
  }

  /** The abstract methods of {@code type}'s supertypes that nothing in its hierarchy implements. */
  private Set<String> unimplemented(ClassFile type) {
    Set<String> concrete = new HashSet<>();
    Set<String> required = new TreeSet<>();
    for (ClassFile supertype : supertypes(type.name(), true)) {
      for (ClassFile.Member method : supertype.methods()) {
        if (method.isStatic() || method.isPrivate() || method.name().startsWith("<")) {
          continue;
        }
        if (method.isAbstract()) {
          required.add(method.key());
        } else {
          concrete.add(method.key());
        }
      }
    }
    required.removeAll(concrete);
    return required.stream()
        .map(key -> type.name().replace('/', '.') + "." + key)
        .collect(Collectors.toCollection(TreeSet::new));
  }

  /** {@code name} and every supertype that is on the classpath, {@code java.lang.Object} last. */
  private List<ClassFile> supertypes(String name, boolean withObject) {
    List<ClassFile> found = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    Deque<String> queue = new ArrayDeque<>(List.of(name));
    while (!queue.isEmpty()) {
      String next = queue.removeFirst();
      if (!seen.add(next) || next.equals("java/lang/Object")) {
        continue;
      }
      classFile(next)
          .ifPresent(
              type -> {
                found.add(type);
                if (type.superName() != null) {
                  queue.add(type.superName());
                }
                queue.addAll(type.interfaces());
              });
    }
    if (withObject) {
      classFile("java/lang/Object").ifPresent(found::add);
    }
    return found;
  }

  private Optional<ClassFile> classFile(String name) {
    return cache.computeIfAbsent(
        name,
        key -> {
          try (InputStream in = classpath.getResourceAsStream(key + ".class")) {
            return in == null ? Optional.empty() : Optional.of(ClassFile.read(in.readAllBytes()));
          } catch (IOException e) {
            throw new UncheckedIOException(key, e);
          }
        });
  }

  private static boolean isJdk(String name) {
    return JDK.stream().anyMatch(name::startsWith);
  }

  private static String outermost(String name) {
    int dollar = name.indexOf('$');
    return dollar < 0 ? name : name.substring(0, dollar);
  }

  /** The internal names of the classes in the plugin's jar (or classes directory). */
  private static List<String> pluginClasses() throws IOException, URISyntaxException {
    Path location =
        Path.of(
            GeneratedObjectId.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    List<String> names = new ArrayList<>();
    if (Files.isDirectory(location)) {
      try (Stream<Path> files = Files.walk(location)) {
        files
            .filter(file -> file.toString().endsWith(".class"))
            .map(file -> location.relativize(file).toString().replace('\\', '/'))
            .forEach(names::add);
      }
    } else {
      try (JarFile jar = new JarFile(location.toFile())) {
        jar.stream()
            .map(JarEntry::getName)
            .filter(entry -> entry.endsWith(".class"))
            .forEach(names::add);
      }
    }
    assertNotNull(location);
    return names.stream()
        .filter(name -> name.startsWith("dev/objectidkey/hibernate/"))
        .filter(name -> !name.endsWith("package-info.class"))
        .map(name -> name.substring(0, name.length() - ".class".length()))
        .sorted()
        .toList();
  }
}
