package dev.objectidkey.mapstruct;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.mapstruct.shop.CustomerId;
import dev.objectidkey.mapstruct.shop.Order;
import dev.objectidkey.mapstruct.shop.OrderDto;
import dev.objectidkey.mapstruct.shop.OrderId;
import dev.objectidkey.mapstruct.shop.OrderMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The test sources were compiled by Lombok, MapStruct and objectidkey-processor in one javac run;
 * these tests call the mapper MapStruct wrote.
 */
class ObjectIdMappingTest {

  private static final OrderMapper MAPPER = OrderMapper.INSTANCE;

  @Test
  void mapsEveryIdToItsLowerCaseHexString() {
    Order order = new Order();
    order.setId(OrderId.parse("6553F1003F2A91C8D4003039"));
    order.setCustomer(CustomerId.parse("507f1f77bcf86cd799439011"));
    order.setRelated(List.of(OrderId.parse("6553f1003f2a91c8d400303a")));
    order.setProduct("tea");

    OrderDto dto = MAPPER.toDto(order);

    assertEquals("6553f1003f2a91c8d4003039", dto.getId());
    assertEquals("507f1f77bcf86cd799439011", dto.getCustomer());
    assertEquals(List.of("6553f1003f2a91c8d400303a"), dto.getRelated());
    assertEquals("tea", dto.getProduct());
  }

  @Test
  void mapsHexStringsBackToIdsOfEachAttributesOwnType() {
    OrderDto dto = new OrderDto();
    dto.setId("6553f1003f2a91c8d4003039");
    dto.setCustomer("507F1F77BCF86CD799439011");
    dto.setRelated(List.of("6553f1003f2a91c8d400303a"));

    Order order = MAPPER.toEntity(dto);

    assertEquals(OrderId.class, order.getId().getClass());
    assertEquals(OrderId.parse("6553f1003f2a91c8d4003039"), order.getId());
    assertEquals(CustomerId.class, order.getCustomer().getClass());
    assertEquals(CustomerId.parse("507f1f77bcf86cd799439011"), order.getCustomer());
    assertEquals(List.of(OrderId.parse("6553f1003f2a91c8d400303a")), order.getRelated());
  }

  @Test
  void roundTripsAGeneratedOrder() {
    Order order = new Order();
    order.setId(OrderId.generate());
    order.setCustomer(CustomerId.generate());

    Order back = MAPPER.toEntity(MAPPER.toDto(order));

    assertEquals(order.getId(), back.getId());
    assertEquals(order.getCustomer(), back.getCustomer());
  }

  @Test
  void keepsNullIdsNull() {
    OrderDto dto = MAPPER.toDto(new Order());
    assertNull(dto.getId());
    assertNull(dto.getCustomer());
    Order order = MAPPER.toEntity(new OrderDto());
    assertNull(order.getId());
    assertNull(order.getCustomer());
  }

  @Test
  void refusesAMalformedHexStringQuotingIt() {
    OrderDto dto = new OrderDto();
    dto.setId("6553f1003f2a91c8d400303");
    IllegalArgumentException thrown =
        assertThrows(IllegalArgumentException.class, () -> MAPPER.toEntity(dto));
    assertTrue(thrown.getMessage().contains("\"6553f1003f2a91c8d400303\""), thrown.getMessage());
  }

  @Test
  void mapstructCallsTheSharedMappingRatherThanWritingItsOwnConversion() throws IOException {
    Path generated =
        Path.of(
            "target/generated-test-sources/test-annotations/dev/objectidkey"
                + "/mapstruct/shop/OrderMapperImpl.java");
    String source = Files.readString(generated);
    assertTrue(source.contains("ObjectIdMapping.toHex("), source);
    assertTrue(source.contains("ObjectIdMapping.fromHex("), source);
    assertTrue(source.contains("OrderId.class") && source.contains("CustomerId.class"), source);
  }
}
