package dev.objectidkey.jooqtests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.jooqtests.db.tables.Customers;
import dev.objectidkey.jooqtests.db.tables.Orders;
import dev.objectidkey.jooqtests.db.tables.records.CustomersRecord;
import dev.objectidkey.jooqtests.db.tables.records.OrdersRecord;
import java.io.File;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.jooq.TableField;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the build generated from the one forcedType: the type of each id field, and the compile
 * error that keeps a customer's id out of an order's id column.
 */
class GeneratedTypesTest {

  @TempDir Path output;

  private static Type fieldType(Class<?> table, String field) throws NoSuchFieldException {
    return table.getField(field).getGenericType();
  }

  private static void assertTableField(Type type, Class<?> record, Class<?> value) {
    ParameterizedType parameterized = (ParameterizedType) type;
    assertEquals(TableField.class, parameterized.getRawType());
    assertEquals(List.of(record, value), List.of(parameterized.getActualTypeArguments()));
  }

  @Test
  void eachIdColumnHasItsOwnIdClass() throws Exception {
    assertTableField(fieldType(Orders.class, "ID"), OrdersRecord.class, OrderId.class);
    assertTableField(fieldType(Orders.class, "CUSTOMER_ID"), OrdersRecord.class, CustomerId.class);
    assertTableField(fieldType(Customers.class, "ID"), CustomersRecord.class, CustomerId.class);
    assertEquals(CustomerId.class, OrdersRecord.class.getMethod("getCustomerId").getReturnType());
  }

  @Test
  void aCustomerIdDoesNotCompileAgainstTheOrderIdColumn() throws Exception {
    List<Diagnostic<? extends JavaFileObject>> wrong =
        compile("ORDERS.ID.eq(CustomerId.generate())");
    List<Diagnostic<? extends JavaFileObject>> right =
        compile("ORDERS.CUSTOMER_ID.eq(CustomerId.generate())");

    assertTrue(right.isEmpty(), () -> "the right type should compile: " + right);
    assertFalse(wrong.isEmpty());
    String message = wrong.get(0).getMessage(null);
    assertTrue(message.contains("eq(dev.objectidkey.jooqtests.CustomerId)"), message);
  }

  /** Compiles {@code condition} in a class beside the shop, against this module's classes. */
  private List<Diagnostic<? extends JavaFileObject>> compile(String condition)
      throws URISyntaxException {
    String source =
        """
        package dev.objectidkey.jooqtests;

        import static dev.objectidkey.jooqtests.db.Tables.ORDERS;

        class Snippet {
          org.jooq.Condition condition() {
            return %s;
          }
        }
        """
            .formatted(condition);
    JavaFileObject file =
        new SimpleJavaFileObject(Path.of("Snippet.java").toUri(), JavaFileObject.Kind.SOURCE) {
          @Override
          public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return source;
          }
        };
    String classPath =
        Stream.of(
                Orders.class,
                OrderId.class,
                dev.objectidkey.AbstractObjectId.class,
                TableField.class)
            .map(GeneratedTypesTest::location)
            .collect(Collectors.joining(File.pathSeparator));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    javac
        .getTask(
            null,
            null,
            diagnostics,
            List.of("-proc:none", "-classpath", classPath, "-d", output.toString()),
            null,
            List.of(file))
        .call();
    return diagnostics.getDiagnostics().stream()
        .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
        .collect(Collectors.toList());
  }

  private static String location(Class<?> type) {
    try {
      return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
