package dev.objectidkey.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static dev.objectidkey.processor.Compilations.compile;
import static dev.objectidkey.processor.Compilations.compileWithRuntimeAnd;
import static dev.objectidkey.processor.Compilations.load;
import static dev.objectidkey.processor.Compilations.source;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.processor.fixtures.OrderId;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Proxy;
import java.net.URL;
import java.net.URLClassLoader;
import java.sql.PreparedStatement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.springframework.core.convert.support.DefaultConversionService;
import org.springframework.jdbc.core.SqlTypeValue;
import org.springframework.jdbc.core.StatementCreatorUtils;

/**
 * With spring-jdbc on the compile classpath the id class implements its {@code SqlTypeValue}, so
 * Spring binds an id parameter as its 12 bytes; every id class has {@code from(byte[])}, through
 * which Spring's conversion service reads a column's bytes into the id. Without spring-jdbc, or
 * with {@code -Aobjectidkey.springJdbc=false}, the id class names no Spring type.
 *
 * <p>The fixtures of this module are compiled with spring-jdbc on the classpath, so {@link OrderId}
 * is what a Spring user gets. spring-jdbc-tests runs the same on real databases.
 */
class SpringJdbcTest {

  private static final String HEX = "507f1f77bcf86cd799439011";

  private static final JavaFileObject ORDER =
      source(
          "shop.Order",
          """
      package shop;
      @dev.objectidkey.ObjectIdKey public class Order {}
      """);

  @Test
  void springBindsTheIdAsItsTwelveBytesWhateverTheSqlTypeItWasGiven() throws Exception {
    OrderId id = OrderId.parse(HEX);
    for (int sqlType : new int[] {SqlTypeValue.TYPE_UNKNOWN, Types.BINARY, Types.OTHER}) {
      List<Object> calls = new ArrayList<>();
      // The call JdbcTemplate makes for each parameter, on a statement that records what it gets.
      StatementCreatorUtils.setParameterValue(recording(calls), 1, sqlType, id);
      assertEquals(2, calls.size(), "one call, setBytes(1, ...): " + calls);
      assertEquals("setBytes(1)", calls.get(0));
      assertArrayEquals(HexFormat.of().parseHex(HEX), (byte[]) calls.get(1));
    }
  }

  @Test
  void springsConversionServiceReadsAColumnsBytesIntoTheId() {
    byte[] column = HexFormat.of().parseHex(HEX);
    DefaultConversionService conversions = new DefaultConversionService();
    assertTrue(conversions.canConvert(byte[].class, OrderId.class));
    assertEquals(OrderId.parse(HEX), conversions.convert(column, OrderId.class));
  }

  @Test
  void fromRejectsBytesThatAreNotTwelveLikeFromBytes() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> OrderId.from(new byte[11]));
    assertEquals(
        assertThrows(IllegalArgumentException.class, () -> OrderId.fromBytes(new byte[11]))
            .getMessage(),
        e.getMessage());
  }

  @Test
  void withoutSpringJdbcTheIdNamesNoSpringTypeButStillHasFrom() throws Exception {
    Compilation compilation = compile(ORDER);
    assertThat(compilation).succeededWithoutWarnings();
    assertFalse(generatedText(compilation).contains("springframework"));
    Class<?> id = load(compilation).loadClass("shop.OrderId");
    assertFalse(SqlTypeValue.class.isAssignableFrom(id));
    byte[] bytes = HexFormat.of().parseHex(HEX);
    assertEquals(HEX, id.getMethod("from", byte[].class).invoke(null, (Object) bytes).toString());
  }

  @Test
  void theSpringJdbcOptionSetToFalseKeepsSqlTypeValueOffTheId() throws Exception {
    Compilation compilation =
        javac()
            .withProcessors(new ObjectIdKeyProcessor())
            .withOptions("-Xlint:all,-processing", "-Werror", "-Aobjectidkey.springJdbc=false")
            .withClasspath(
                List.of(
                    Compilations.jarOrDirectoryOf(ObjectIdKey.class),
                    Compilations.jarOrDirectoryOf(SqlTypeValue.class)))
            .compile(ORDER);
    assertThat(compilation).succeededWithoutWarnings();
    assertFalse(generatedText(compilation).contains("springframework"));
    assertFalse(SqlTypeValue.class.isAssignableFrom(load(compilation).loadClass("shop.OrderId")));
  }

  @Test
  void anIdCompiledWithSpringJdbcCannotBeLoadedWithoutIt() throws Exception {
    Compilation compilation = compileWithRuntimeAnd(List.of(SqlTypeValue.class), ORDER);
    assertThat(compilation).succeededWithoutWarnings();
    assertTrue(generatedText(compilation).contains("SqlTypeValue"));
    // The runtime alone, as in an application that dropped spring-jdbc after compiling the ids.
    URL runtime = Compilations.jarOrDirectoryOf(ObjectIdKey.class).toURI().toURL();
    try (URLClassLoader withoutSpring =
        new URLClassLoader(new URL[] {runtime}, ClassLoader.getPlatformClassLoader())) {
      NoClassDefFoundError e =
          assertThrows(
              NoClassDefFoundError.class,
              () -> Class.forName("shop.OrderId", true, load(compilation, withoutSpring)));
      assertEquals("org/springframework/jdbc/core/SqlTypeValue", e.getMessage());
    }
  }

  /** A statement that records each call as its name and first argument, then the second. */
  private static PreparedStatement recording(List<Object> calls) {
    return (PreparedStatement)
        Proxy.newProxyInstance(
            SpringJdbcTest.class.getClassLoader(),
            new Class<?>[] {PreparedStatement.class},
            (proxy, method, args) -> {
              calls.add(method.getName() + "(" + args[0] + ")");
              calls.add(args.length > 1 ? args[1] : null);
              return null;
            });
  }

  private static String generatedText(Compilation compilation) {
    StringBuilder text = new StringBuilder();
    for (JavaFileObject file : compilation.generatedSourceFiles()) {
      try {
        text.append(file.getCharContent(false));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return text.toString();
  }
}
