package dev.objectidkey.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.ObjectIdKey;
import jakarta.persistence.Entity;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.reflect.InvocationTargetException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * JPMS: the runtime is a real module, generated code compiles inside a user's named module, and
 * the runtime makes its ids there whatever the module exports.
 */
class NamedModuleTest {

  @Test
  void runtimeIsTheNamedModuleDevObjectidkeyExportingItsPackage() {
    ModuleDescriptor descriptor = ObjectIdKey.class.getModule().getDescriptor();
    // On the test classpath the runtime is in the unnamed module; read its module-info instead.
    if (descriptor == null) {
      descriptor = readDescriptor();
    }
    assertEquals("dev.objectidkey", descriptor.name());
    assertTrue(descriptor.exports().stream().anyMatch(e -> e.source().equals("dev.objectidkey")));
    assertTrue(
        descriptor.requires().isEmpty()
            || descriptor.requires().stream()
                .allMatch(r -> r.name().equals("java.base") || r.name().equals("java.compiler")),
        "no dependencies but the JDK: " + descriptor.requires());
  }

  @Test
  void generatedCodeCompilesLintCleanInANamedModuleThatDoesNotReadJpa(@TempDir Path dir)
      throws IOException {
    Path classes = compileExportedModule(dir, "");
    assertTrue(Files.exists(classes.resolve("shop/OrderId.class")));
    assertFalse(
        Files.exists(classes.resolve("shop/OrderIdConverter.class")),
        "no converter: the module cannot see JPA, so it would not compile");
  }

  @Test
  void aModuleThatReadsJpaAlsoGetsTheConverter(@TempDir Path dir) throws IOException {
    Path classes = compileExportedModule(dir, "requires transitive jakarta.persistence;");
    assertTrue(Files.exists(classes.resolve("shop/OrderId.class")));
    assertTrue(Files.exists(classes.resolve("shop/OrderIdConverter.class")));
  }

  @Test
  void idsOfAPackageThatIsNeitherExportedNorOpenedAreStillMadeByTheRuntime(@TempDir Path dir)
      throws Exception {
    // Hibernate can use an entity in a package that is opened to it only; the runtime must then
    // still reach OrderId's factories. Here nothing is exported or opened at all.
    ModuleLayer layer = layer(compileModule(dir, "module shop { requires dev.objectidkey; }"));
    Class<?> orderId = layer.findLoader("shop").loadClass("shop.OrderId");
    Object factory = factoryOf(layer, orderId);

    Object parsed = call(factory, "parse", CharSequence.class, "6553F1003f2a91c8d4003039");
    assertEquals("6553f1003f2a91c8d4003039", parsed.toString());
    assertEquals(orderId, call(factory, "generate", null, null).getClass());
  }

  @Test
  void aHandWrittenIdClassInAClosedPackageGetsTheExportsLineToAdd(@TempDir Path dir)
      throws Exception {
    Path classes = compileModule(dir, "module shop { requires dev.objectidkey; }", HAND_WRITTEN);
    ModuleLayer layer = layer(classes);
    Class<?> handWritten = layer.findLoader("shop").loadClass("shop.legacy.HandWrittenId");
    InvocationTargetException thrown =
        assertThrows(InvocationTargetException.class, () -> factoryOf(layer, handWritten));
    assertEquals(
        "[ObjectIdKey] cannot call shop.legacy.HandWrittenId.generate: module shop does not export"
            + " package shop.legacy to dev.objectidkey, and HandWrittenId did not register its"
            + " factories; generate HandWrittenId with objectidkey-processor, or add `exports"
            + " shop.legacy to dev.objectidkey;` to the module-info.java of shop",
        thrown.getCause().getMessage());

    // The line that the message names is enough.
    ModuleLayer fixed =
        layer(
            compileModule(
                dir.resolve("fixed"),
                "module shop { requires dev.objectidkey; exports shop.legacy to dev.objectidkey; }",
                HAND_WRITTEN));
    Class<?> reachable = fixed.findLoader("shop").loadClass("shop.legacy.HandWrittenId");
    Object parsed =
        call(factoryOf(fixed, reachable), "parse", CharSequence.class, "507f1f77bcf86cd799439011");
    assertEquals("507f1f77bcf86cd799439011", parsed.toString());
  }

  /** An id class with the generated factories but without the registration. */
  private static final String HAND_WRITTEN =
      """
      package shop.legacy;

      public final class HandWrittenId extends dev.objectidkey.AbstractObjectId {
        private HandWrittenId(CharSequence hex) {
          super(hex);
        }

        private HandWrittenId(byte[] bytes) {
          super(bytes);
        }

        public static HandWrittenId generate() {
          return new HandWrittenId(new byte[12]);
        }

        public static HandWrittenId parse(CharSequence hex) {
          return new HandWrittenId(hex);
        }

        public static HandWrittenId fromBytes(byte[] bytes) {
          return new HandWrittenId(bytes);
        }
      }
      """;

  /** Module {@code shop} and the runtime in a layer of their own, above the platform loader. */
  private static ModuleLayer layer(Path shop) {
    ModuleFinder finder = ModuleFinder.of(shop, location(ObjectIdKey.class));
    Configuration configuration =
        ModuleLayer.boot().configuration().resolve(finder, ModuleFinder.of(), Set.of("shop"));
    return ModuleLayer.boot()
        .defineModulesWithOneLoader(configuration, ClassLoader.getPlatformClassLoader());
  }

  /** {@code ObjectIdFactory.of(type)}, with the layer's own copy of the runtime. */
  private static Object factoryOf(ModuleLayer layer, Class<?> type) throws Exception {
    Class<?> factory =
        layer.findLoader("dev.objectidkey").loadClass("dev.objectidkey.ObjectIdFactory");
    assertEquals("dev.objectidkey", factory.getModule().getName());
    return factory.getMethod("of", Class.class).invoke(null, type);
  }

  private static Object call(Object factory, String name, Class<?> parameter, Object argument)
      throws Exception {
    return parameter == null
        ? factory.getClass().getMethod(name).invoke(factory)
        : factory.getClass().getMethod(name, parameter).invoke(factory, argument);
  }

  private static Path compileExportedModule(Path dir, String extraRequires) throws IOException {
    return compileModule(
        dir,
        """
        module shop {
          requires transitive dev.objectidkey;
          %s
          exports shop;
        }
        """
            .formatted(extraRequires));
  }

  /**
   * Compiles module {@code shop}, holding the {@code @ObjectIdKey} class {@code shop.Order} and
   * {@code moreSources}, with the runtime and JPA on the module path.
   */
  private static Path compileModule(Path dir, String moduleInfo, String... moreSources)
      throws IOException {
    Path sources = dir.resolve("src");
    Files.createDirectories(sources.resolve("shop"));
    List<String> files = new ArrayList<>();
    files.add(write(sources, "module-info.java", moduleInfo));
    files.add(
        write(
            sources,
            "shop/Order.java",
            """
        package shop;

        @dev.objectidkey.ObjectIdKey
        public class Order {
          public final OrderId id = OrderId.generate();

          public Order() {}
        }
        """));
    for (String source : moreSources) {
      String packageName = source.substring("package ".length(), source.indexOf(';'));
      String simpleName =
          source.substring(source.indexOf("class ") + "class ".length()).split(" ")[0];
      files.add(write(sources, packageName.replace('.', '/') + "/" + simpleName + ".java", source));
    }
    Path classes = dir.resolve("classes");
    ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
    List<String> arguments =
        new ArrayList<>(
            List.of(
                "-Xlint:all,-processing", "-Werror",
                "--module-path",
                    location(ObjectIdKey.class) + File.pathSeparator + location(Entity.class),
                "-processorpath", System.getProperty("java.class.path"),
                "-processor", ObjectIdKeyProcessor.class.getName(),
                "-d", classes.toString()));
    arguments.addAll(files);
    int exit =
        ToolProvider.getSystemJavaCompiler()
            .run(
                null,
                null,
                new PrintStream(diagnostics, true, StandardCharsets.UTF_8),
                arguments.toArray(String[]::new));
    assertEquals(0, exit, diagnostics.toString(StandardCharsets.UTF_8));
    return classes;
  }

  private static String write(Path sources, String path, String text) throws IOException {
    Path file = sources.resolve(path);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
    return file.toString();
  }

  private static ModuleDescriptor readDescriptor() {
    Path location = location(ObjectIdKey.class);
    try {
      Path moduleInfo = Files.isDirectory(location) ? location.resolve("module-info.class") : null;
      if (moduleInfo != null) {
        try (var in = Files.newInputStream(moduleInfo)) {
          return ModuleDescriptor.read(in);
        }
      }
      try (var jar = new java.util.jar.JarFile(location.toFile())) {
        try (var in = jar.getInputStream(jar.getEntry("module-info.class"))) {
          return ModuleDescriptor.read(in);
        }
      }
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  private static Path location(Class<?> type) {
    try {
      return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new AssertionError(e);
    }
  }
}
