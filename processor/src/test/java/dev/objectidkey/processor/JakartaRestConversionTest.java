package dev.objectidkey.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.processor.fixtures.OrderId;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import org.junit.jupiter.api.Test;

/**
 * Jakarta REST (3.1, §3.2) binds a {@code @PathParam}, {@code @QueryParam} or {@code @HeaderParam}
 * of a type with a public static {@code valueOf(String)} returning that type, and turns an exception
 * it throws into 404 (path, query, matrix) or 400 (header, cookie, form). This test applies that
 * rule to a generated id, as a runtime would.
 */
class JakartaRestConversionTest {

  @Test
  void generatedIdMeetsTheValueOfRuleAndConvertsPathText() throws Exception {
    Method valueOf = OrderId.class.getMethod("valueOf", String.class);
    assertTrue(
        Modifier.isPublic(valueOf.getModifiers()) && Modifier.isStatic(valueOf.getModifiers()));
    assertEquals(OrderId.class, valueOf.getReturnType());
    assertEquals(
        OrderId.parse("507f1f77bcf86cd799439011"),
        valueOf.invoke(null, "507f1f77bcf86cd799439011"));
  }

  @Test
  void malformedTextFailsInsideValueOfWithTheMessageARuntimeReports() throws Exception {
    Method valueOf = OrderId.class.getMethod("valueOf", String.class);
    InvocationTargetException e =
        assertThrows(InvocationTargetException.class, () -> valueOf.invoke(null, "nope"));
    IllegalArgumentException cause = assertInstanceOf(IllegalArgumentException.class, e.getCause());
    assertEquals(
        "Invalid OrderId \"nope\": expected 24 hexadecimal characters, got 4", cause.getMessage());
  }
}
