package dev.objectidkey.hibernate.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.hibernate.GeneratedObjectId;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.hibernate.Version;
import org.hibernate.boot.spi.BootstrapContext;
import org.hibernate.query.sqm.function.SqmFunctionDescriptor;
import org.junit.jupiter.api.Test;

/**
 * GraalVM cannot be run here, so this checks the reachability metadata against the code: Hibernate
 * creates the generator reflectively through its no-argument constructor (the one every
 * supported Hibernate line can call), and reads {@code @GeneratedObjectId}'s members reflectively;
 * {@link java.util.ServiceLoader} creates the service providers; the plugin itself invokes the
 * function descriptors' methods (the {@code max}/{@code min} proxy) and, on 6.6, {@code
 * BootstrapContext.getReflectionManager()}; and it reads the index of id classes as a resource.
 */
class NativeImageMetadataTest {

  private static final String PLUGIN =
      "META-INF/native-image/dev.objectidkey/objectidkey-hibernate/";

  @Test
  void reflectionMetadataNamesTheGeneratorConstructorThatHibernateCalls() throws Exception {
    // The constructor the metadata names must be the one that every Hibernate line calls.
    assertEquals(0, GeneratedObjectIdGenerator.class.getConstructor().getParameterCount());
    assertEquals(1, GeneratedObjectIdGenerator.class.getConstructors().length);

    String json;
    try (InputStream in =
        getClass()
            .getClassLoader()
            .getResourceAsStream(
                "META-INF/native-image/dev.objectidkey/objectidkey-hibernate/reflect-config.json")) {
      assertNotNull(in);
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    String compact = json.replaceAll("\\s+", "");
    assertTrue(
        compact.contains(
            "{\"name\":\""
                + GeneratedObjectIdGenerator.class.getName()
                + "\",\"methods\":[{\"name\":\"<init>\",\"parameterTypes\":[]}]}"),
        json);
    assertTrue(
        compact.contains(
            "{\"name\":\"" + GeneratedObjectId.class.getName() + "\",\"allDeclaredMethods\":true}"),
        json);
  }

  @Test
  void everyServiceProviderIsListedWithTheConstructorThatServiceLoaderCalls() throws Exception {
    String json = compact(PLUGIN + "reflect-config.json");
    Path root =
        Path.of(
            GeneratedObjectId.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    List<String> providers = new ArrayList<>();
    try (FileSystem jar =
            Files.isDirectory(root) ? null : FileSystems.newFileSystem(root, (ClassLoader) null);
        Stream<Path> files =
            Files.list((jar == null ? root : jar.getPath("/")).resolve("META-INF/services"))) {
      for (Path file : files.toList()) {
        Files.readAllLines(file).stream()
            .map(String::strip)
            .filter(line -> !line.isEmpty() && !line.startsWith("#"))
            .forEach(providers::add);
      }
    }
    assertEquals(6, providers.size(), providers::toString);
    for (String provider : providers) {
      assertEquals(0, Class.forName(provider).getConstructor().getParameterCount(), provider);
      assertTrue(
          json.contains(
              "{\"name\":\""
                  + provider
                  + "\",\"methods\":[{\"name\":\"<init>\",\"parameterTypes\":[]}]}"),
          () -> provider + " is not listed with its constructor in " + json);
    }
  }

  @Test
  void theMethodsThatThePluginCallsReflectivelyAreListed() throws Exception {
    String json = compact(PLUGIN + "reflect-config.json");
    // PostgresMinMaxDescriptor passes every call of its proxy on with Method.invoke.
    assertTrue(
        json.contains(
            "{\"name\":\""
                + SqmFunctionDescriptor.class.getName()
                + "\",\"allPublicMethods\":true}"),
        json);
    // Hibernate66MappedMembers calls BootstrapContext.getReflectionManager(), which only 6.6 has.
    assertTrue(
        json.contains(
            "\"name\":\"org.hibernate.boot.spi.BootstrapContext\",\"methods\":[{\"name\":"
                + "\"getReflectionManager\",\"parameterTypes\":[]}]"),
        json);
    if (Version.getVersionString().startsWith("6.")) {
      assertEquals(0, BootstrapContext.class.getMethod("getReflectionManager").getParameterCount());
    }
  }

  @Test
  void theIndexOfIdClassesIsIncludedInTheImage() throws Exception {
    // IdTypeIndex reads it as a resource, which a native image holds only if it is listed.
    Matcher pattern =
        Pattern.compile("\\{\"pattern\":\"((?:[^\"\\\\]|\\\\.)*)\"\\}")
            .matcher(compact(PLUGIN + "resource-config.json"));
    assertTrue(pattern.find());
    String regex = pattern.group(1).replace("\\\\", "\\");
    assertTrue(Pattern.matches(regex, IdTypeIndex.RESOURCE), regex);
  }

  @Test
  void theProcessorsMetadataListsEveryIdClassOfTheIndexWithFactoriesItHas() throws Exception {
    // Written by objectidkey-processor for this module's test entities, next to the id index; the
    // processor's own tests check its list against the runtime.
    String json = compact("META-INF/native-image/objectidkey-ids/reflect-config.json");
    List<String> idClasses =
        resource(IdTypeIndex.RESOURCE)
            .lines()
            .filter(line -> !line.isBlank() && !line.startsWith("#"))
            .toList();
    assertFalse(idClasses.isEmpty());
    Matcher entry =
        Pattern.compile(
                "\\{\"name\":\"([^\"]+)\",\"methods\":\\[((?:\\{\"name\":\"[^\"]+\","
                    + "\"parameterTypes\":\\[(?:\"[^\"]*\",?)*\\]\\},?)*)\\]\\}")
            .matcher(json);
    List<String> listed = new ArrayList<>();
    while (entry.find()) {
      String name = entry.group(1);
      listed.add(name);
      Class<?> type = Class.forName(name);
      Matcher method =
          Pattern.compile(
                  "\\{\"name\":\"([^\"]+)\",\"parameterTypes\":\\[((?:\"[^\"]*\",?)*)\\]\\}")
              .matcher(entry.group(2));
      int methods = 0;
      while (method.find()) {
        List<Class<?>> parameters = new ArrayList<>();
        for (String parameter : method.group(2).replace("\"", "").split(",")) {
          if (!parameter.isEmpty()) {
            parameters.add(parameter.equals("byte[]") ? byte[].class : Class.forName(parameter));
          }
        }
        Method found = type.getMethod(method.group(1), parameters.toArray(Class[]::new));
        assertTrue(Modifier.isStatic(found.getModifiers()), found::toString);
        assertEquals(type, found.getReturnType(), found::toString);
        methods++;
      }
      assertTrue(methods >= 3, () -> name + " lists " + entry.group(2));
    }
    assertEquals(idClasses, listed, json);
  }

  private String compact(String path) throws IOException {
    return resource(path).replaceAll("\\s+", "");
  }

  private String resource(String path) throws IOException {
    try (InputStream in = getClass().getClassLoader().getResourceAsStream(path)) {
      assertNotNull(in, path);
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void proxyMetadataNamesTheInterfaceOfThePostgresMinMaxDescriptor() throws Exception {
    // PostgresMinMaxDescriptor.install makes a java.lang.reflect.Proxy of exactly this interface
    // list.
    String json;
    try (InputStream in =
        getClass()
            .getClassLoader()
            .getResourceAsStream(
                "META-INF/native-image/dev.objectidkey/objectidkey-hibernate/proxy-config.json")) {
      assertNotNull(in);
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    assertTrue(
        json.replaceAll("\\s+", "")
            .contains(
                "{\"interfaces\":[\""
                    + org.hibernate.query.sqm.function.SqmFunctionDescriptor.class.getName()
                    + "\"]}"),
        json);
  }
}
