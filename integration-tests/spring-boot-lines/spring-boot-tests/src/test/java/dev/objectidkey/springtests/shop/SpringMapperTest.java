package dev.objectidkey.springtests.shop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.mapstruct.ObjectIdMapping;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * The application's MapStruct mapper, generated under the Spring component model with {@code uses
 * = ObjectIdMapping.class}: the context starts without an {@code ObjectIdMapping} bean, and the
 * autowired mapper maps ids both ways.
 */
@SpringBootTest
class SpringMapperTest {

  @Autowired private OrderDtoMapper mapper;

  @Autowired private OrderRepository orders;

  @Autowired private ApplicationContext context;

  @Test
  void mapperIsABeanAndNoObjectIdMappingBeanIsNeeded() {
    assertEquals("OrderDtoMapperImpl", mapper.getClass().getSimpleName());
    assertArrayEquals(new String[0], context.getBeanNamesForType(ObjectIdMapping.class));
  }

  @Test
  void mapsASavedOrdersIdToHexAndBack() {
    Order order = orders.save(new Order("kettle"));

    OrderDto dto = mapper.toDto(order);
    OrderSummary back = mapper.toSummary(dto);

    assertEquals(new OrderDto(order.getId().toHexString(), "kettle"), dto);
    assertEquals(new OrderSummary(order.getId(), "kettle"), back);
  }

  @Test
  void malformedHexIsRefusedQuotingIt() {
    IllegalArgumentException thrown =
        assertThrows(
            IllegalArgumentException.class,
            () -> mapper.toSummary(new OrderDto("not-an-id", "kettle")));
    assertTrue(thrown.getMessage().contains("\"not-an-id\""), thrown.getMessage());
  }
}
