package dev.objectidkey.springtests.shop;

import dev.objectidkey.mapstruct.ObjectIdMapping;
import org.mapstruct.Mapper;

/**
 * A MapStruct mapper under the Spring component model, which the build sets for every mapper
 * ({@code -Amapstruct.defaultComponentModel=spring}): a Spring bean that needs no {@code
 * ObjectIdMapping} bean.
 */
@Mapper(uses = ObjectIdMapping.class)
public interface OrderDtoMapper {

  /**
   * The API form of an order.
   *
   * @param order an order
   * @return its DTO, with the id as hex
   */
  OrderDto toDto(Order order);

  /**
   * An order's DTO read back.
   *
   * @param dto a DTO
   * @return the summary, with a typed id
   */
  OrderSummary toSummary(OrderDto dto);
}
