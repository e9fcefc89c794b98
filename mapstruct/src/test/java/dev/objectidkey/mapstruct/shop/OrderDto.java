package dev.objectidkey.mapstruct.shop;

import java.util.List;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;

/** The API form of an order: every id as its hex string. */
@Getter
@Setter
@NoArgsConstructor
public class OrderDto {
  private String id;
  private String customer;
  private List<String> related;
  private String product;
}
