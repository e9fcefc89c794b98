package dev.objectidkey.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.testing.compile.Compilation;
import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdFactory;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.springframework.core.convert.support.DefaultConversionService;

/**
 * The GraalVM reflection metadata that the processor writes for every id class ({@link
 * NativeImageMetadataWriter}), checked against the code that looks those methods up. GraalVM
 * cannot run here, and a native image fails on a lookup of a method that is not listed, so each
 * caller is run on a probe id class that has only the listed methods: what it finds there, a
 * native image lets it find.
 */
class NativeImageMetadataTest {

  private static final String HEX = "507f1f77bcf86cd799439011";
  private static final byte[] BYTES = HexFormat.of().parseHex(HEX);

  @Test
  void theRuntimeFindsEveryFactoryItLooksUpAmongTheListedMethods() throws Exception {
    Class<? extends AbstractObjectId> probe = probe(listedMethods(), null);
    ObjectIdFactory<? extends AbstractObjectId> factory = ObjectIdFactory.of(probe);
    assertEquals(probe, factory.generate().getClass());
    assertEquals(HEX, factory.parse(HEX).toHexString());
    assertArrayEquals(BYTES, factory.fromBytes(BYTES).toByteArray());
  }

  @Test
  void theRuntimeLooksUpGenerateFromBytesAndParse() throws Exception {
    // Without one of them the runtime fails, naming it: so the probe does see what the runtime
    // looks up, and these three are what it needs; valueOf and from are for the frameworks.
    Set<String> needed = new TreeSet<>();
    for (String omitted : listedMethods().keySet()) {
      Class<? extends AbstractObjectId> probe = probe(listedMethods(), omitted);
      try {
        ObjectIdFactory.of(probe);
      } catch (IllegalArgumentException e) {
        assertTrue(
            e.getMessage().contains(" " + omitted.substring(0, omitted.indexOf('('))),
            e::getMessage);
        needed.add(omitted);
      }
    }
    assertEquals(
        Set.of("fromBytes(byte[])", "generate()", "parse(java.lang.CharSequence)"), needed);
  }

  @Test
  void springAndJacksonFindTheListedValueOfAndFrom() throws Exception {
    Class<? extends AbstractObjectId> probe = probe(listedMethods(), null);
    DefaultConversionService spring = new DefaultConversionService();
    assertEquals(HEX, spring.convert(HEX, probe).toHexString());
    assertArrayEquals(BYTES, spring.convert(BYTES, probe).toByteArray());
    assertEquals(HEX, new ObjectMapper().readValue('"' + HEX + '"', probe).toHexString());
    // And they need them: without from(byte[]), Spring cannot read a column into the id.
    Class<? extends AbstractObjectId> withoutFrom = probe(listedMethods(), "from(byte[])");
    assertFalse(new DefaultConversionService().canConvert(byte[].class, withoutFrom));
  }

  @Test
  void everyListedMethodIsAPublicStaticFactoryOfEveryGeneratedIdClass() throws Exception {
    JsonNode entries = new ObjectMapper().readTree(resource(NativeImageMetadataWriter.PATH));
    List<String> names = new ArrayList<>();
    for (JsonNode entry : entries) {
      String name = entry.get("name").asText();
      names.add(name);
      Class<?> type = Class.forName(name);
      Map<String, List<String>> methods = methods(entry);
      assertEquals(NativeImageMetadataWriter.METHODS.size(), methods.size(), name);
      for (Map.Entry<String, List<String>> method : methods.entrySet()) {
        String methodName = method.getKey().substring(0, method.getKey().indexOf('('));
        Class<?>[] parameterTypes = new Class<?>[method.getValue().size()];
        for (int i = 0; i < parameterTypes.length; i++) {
          String parameter = method.getValue().get(i);
          parameterTypes[i] = parameter.equals("byte[]") ? byte[].class : Class.forName(parameter);
        }
        Method found = type.getMethod(methodName, parameterTypes);
        assertTrue(Modifier.isStatic(found.getModifiers()), found::toString);
        assertEquals(type, found.getReturnType(), found::toString);
      }
    }
    // The same classes as the index, in the same order.
    List<String> index =
        resource(IdIndexWriter.INDEX)
            .lines()
            .filter(line -> !line.isBlank() && !line.startsWith("#"))
            .toList();
    assertEquals(index, names);
  }

  /**
   * The methods that the metadata lists for the fixture {@code OrderId}, as {@code
   * name(parameter types)}, each with its parameter types.
   */
  private static Map<String, List<String>> listedMethods() throws IOException {
    JsonNode entries = new ObjectMapper().readTree(resource(NativeImageMetadataWriter.PATH));
    for (JsonNode entry : entries) {
      if (entry.get("name").asText().equals("dev.objectidkey.processor.fixtures.OrderId")) {
        return methods(entry);
      }
    }
    throw new AssertionError("OrderId is not in " + entries);
  }

  private static Map<String, List<String>> methods(JsonNode entry) {
    Map<String, List<String>> methods = new LinkedHashMap<>();
    for (JsonNode method : entry.get("methods")) {
      List<String> parameters = new ArrayList<>();
      method.get("parameterTypes").forEach(parameter -> parameters.add(parameter.asText()));
      methods.put(
          method.get("name").asText() + "(" + String.join(",", parameters) + ")", parameters);
    }
    return methods;
  }

  /**
   * Compiles and loads {@code probe.ProbeId}: an id class that hands the runtime its lookup, as a
   * generated one does, and whose only public methods are {@code methods}, but {@code omitted},
   * each making an id from its argument.
   */
  private static Class<? extends AbstractObjectId> probe(
      Map<String, List<String>> methods, String omitted) throws ClassNotFoundException {
    StringBuilder source =
        new StringBuilder(
            """
            package probe;

            public final class ProbeId extends dev.objectidkey.AbstractObjectId {
              static {
                registerFactories(
                    java.lang.invoke.MethodHandles.lookup()
                        .dropLookupMode(java.lang.invoke.MethodHandles.Lookup.PACKAGE));
              }

              private ProbeId(dev.objectidkey.ObjectIdGenerator generator) { super(generator); }
              private ProbeId(CharSequence hex) { super(hex); }
              private ProbeId(byte[] bytes) { super(bytes); }
            """);
    methods.forEach(
        (signature, parameters) -> {
          if (signature.equals(omitted)) {
            return;
          }
          String name = signature.substring(0, signature.indexOf('('));
          String argument =
              switch (parameters.size()) {
                case 0 -> "dev.objectidkey.ObjectIdGenerator.current()";
                case 1 -> "a";
                default -> throw new AssertionError("a factory with two parameters: " + signature);
              };
          source
              .append("  public static ProbeId ")
              .append(name)
              .append(parameters.isEmpty() ? "()" : "(" + parameters.get(0) + " a)")
              .append(" { return new ProbeId(")
              .append(argument)
              .append("); }\n");
        });
    Compilation compilation =
        Compilations.compileWithRuntimeOnly(
            Compilations.source("probe.ProbeId", source.append("}\n").toString()));
    assertThat(compilation).succeeded();
    return Compilations.load(compilation)
        .loadClass("probe.ProbeId")
        .asSubclass(AbstractObjectId.class);
  }

  private static String resource(String name) throws IOException {
    try (InputStream in =
        NativeImageMetadataTest.class.getClassLoader().getResourceAsStream(name)) {
      assertNotNull(in, name);
      return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    }
  }
}
