package dev.objectidkey.mapstruct.shop;

import dev.objectidkey.ObjectIdKey;
import java.util.List;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;

/** An entity whose accessors Lombok writes, with ids of two types and a list of ids. */
@ObjectIdKey
@Getter
@Setter
@NoArgsConstructor
public class Order {
  private OrderId id;
  private CustomerId customer;
  private List<OrderId> related;
  private String product;
}
