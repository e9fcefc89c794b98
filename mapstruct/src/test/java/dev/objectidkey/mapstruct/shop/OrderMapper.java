package dev.objectidkey.mapstruct.shop;

import dev.objectidkey.mapstruct.ObjectIdMapping;
import org.mapstruct.Mapper;
import org.mapstruct.factory.Mappers;

/** The one line a user writes for ids: {@code uses = ObjectIdMapping.class}. */
@Mapper(uses = ObjectIdMapping.class)
public interface OrderMapper {

  /** The instance MapStruct generated. */
  OrderMapper INSTANCE = Mappers.getMapper(OrderMapper.class);

  OrderDto toDto(Order order);

  Order toEntity(OrderDto dto);
}
