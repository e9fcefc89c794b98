package dev.objectidkey.jakarta.rest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.jakarta.rest.shop.OrderId;
import jakarta.ws.rs.ext.ParamConverter;
import java.lang.annotation.Annotation;
import org.junit.jupiter.api.Test;

/** What the provider answers for each type, and the edges of ParamConverter's contract. */
class ConverterContractTest {

  private static final ObjectIdParamConverterProvider PROVIDER =
      new ObjectIdParamConverterProvider();

  @Test
  void leavesTypesOtherThanConcreteIdClassesToTheRuntime() {
    assertNull(converter(String.class));
    assertNull(converter(AbstractObjectId.class));
  }

  @Test
  void emptyValueIsNullAndNullIsRefused() {
    ParamConverter<OrderId> converter = converter(OrderId.class);
    assertNull(converter.fromString(""));
    IllegalArgumentException thrown =
        assertThrows(IllegalArgumentException.class, () -> converter.fromString(null));
    assertTrue(thrown.getMessage().startsWith("[ObjectIdKey] no OrderId"), thrown.getMessage());
  }

  @Test
  void writesTheLowerCaseHexForm() {
    ParamConverter<OrderId> converter = converter(OrderId.class);
    assertEquals(
        "6553f1003f2a91c8d4003039",
        converter.toString(converter.fromString("6553F1003F2A91C8D4003039")));
    assertThrows(IllegalArgumentException.class, () -> converter.toString(null));
  }

  @Test
  void handWrittenIdClassWithoutFactoriesIsRefusedNamingTheMissingMethod() {
    IllegalArgumentException thrown =
        assertThrows(IllegalArgumentException.class, () -> converter(HandWrittenId.class));
    assertTrue(
        thrown.getMessage().contains("HandWrittenId has no public static"), thrown.getMessage());
  }

  private static <T> ParamConverter<T> converter(Class<T> type) {
    return PROVIDER.getConverter(type, type, new Annotation[0]);
  }

  /** An id class written by hand, without the static factories that the processor generates. */
  public static final class HandWrittenId extends AbstractObjectId {
    HandWrittenId(byte[] bytes) {
      super(bytes);
    }
  }
}
