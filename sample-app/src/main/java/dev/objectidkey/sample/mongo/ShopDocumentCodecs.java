package dev.objectidkey.sample.mongo;

import static org.bson.codecs.configuration.CodecRegistries.fromCodecs;
import static org.bson.codecs.configuration.CodecRegistries.fromRegistries;
import static org.bson.conversions.Bson.DEFAULT_CODEC_REGISTRY;

import dev.objectidkey.mongodb.TypedObjectIdCodec;
import dev.objectidkey.sample.domain.Customer;
import dev.objectidkey.sample.domain.CustomerId;
import dev.objectidkey.sample.domain.OrderId;
import dev.objectidkey.sample.shop.LineItem;
import dev.objectidkey.sample.support.InputChecks;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.bson.BsonInvalidOperationException;
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.Document;
import org.bson.codecs.Decoder;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.DocumentCodec;
import org.bson.codecs.Encoder;

/**
 * The readers of the shop's two document shapes, and the writer of the documents that export-mongo
 * builds. Reading applies the rules of the shop's own commands (names and products as {@link
 * InputChecks} and {@link LineItem} check them) and ignores unknown fields; ids go through {@link
 * TypedObjectIdCodec}, so an {@code _id} that is not an ObjectId is named as such.
 */
public final class ShopDocumentCodecs {

  /**
   * One document of an orders file, with at least one line: {@code {"_id": {"$oid": "…"},
   * "customerId": {"$oid": "…"}, "lines": [{"product": "coffee", "quantity": 2}]}}.
   */
  public record OrderDocument(OrderId id, CustomerId customerId, List<LineItem> lines) {}

  /**
   * Reads a customer, to be stored with the id it has: {@code {"_id": {"$oid": "…"}, "name": "Ada
   * Lovelace"}}.
   */
  public static final Decoder<Customer> CUSTOMERS = ShopDocumentCodecs::customer;

  /** Reads an order: {@code _id}, {@code customerId} and {@code lines}. */
  public static final Decoder<OrderDocument> ORDERS = ShopDocumentCodecs::order;

  private static final TypedObjectIdCodec<CustomerId> CUSTOMER_ID =
      new TypedObjectIdCodec<>(CustomerId.class);
  private static final TypedObjectIdCodec<OrderId> ORDER_ID =
      new TypedObjectIdCodec<>(OrderId.class);

  /** Writes a {@link Document} whose typed ids become ObjectIds, as the readers expect them. */
  public static final Encoder<Document> WRITER =
      new DocumentCodec(fromRegistries(fromCodecs(CUSTOMER_ID, ORDER_ID), DEFAULT_CODEC_REGISTRY));

  private ShopDocumentCodecs() {}

  private static Customer customer(BsonReader reader, DecoderContext context) {
    Map<String, Object> fields =
        fields(
            reader,
            Map.of("_id", r -> CUSTOMER_ID.decode(r, context), "name", r -> readString(r, "name")));
    CustomerId id = (CustomerId) fields.get("_id");
    String name = (String) fields.get("name");
    if (id == null) {
      throw new IllegalArgumentException("the customer has no _id");
    }
    if (name == null) {
      throw new IllegalArgumentException("customer " + id + " has no name");
    }
    if (name.isBlank()) {
      throw new IllegalArgumentException("Invalid customer name of " + id + ": it is empty");
    }
    return new Customer(
        id, InputChecks.text("Invalid customer name of " + id + ": it", name.strip()));
  }

  private static OrderDocument order(BsonReader reader, DecoderContext context) {
    Map<String, Object> fields =
        fields(
            reader,
            Map.of(
                "_id", r -> ORDER_ID.decode(r, context),
                "customerId", r -> CUSTOMER_ID.decode(r, context),
                "lines", ShopDocumentCodecs::readLines));
    OrderId id = (OrderId) fields.get("_id");
    LineItem[] lines = (LineItem[]) fields.get("lines");
    if (id == null) {
      throw new IllegalArgumentException("the order has no _id");
    }
    if (fields.get("customerId") == null) {
      throw new IllegalArgumentException("order " + id + " has no customerId");
    }
    if (lines == null || lines.length == 0) {
      throw new IllegalArgumentException(
          "order %s has no lines; an order has at least one, such as \"lines\": [%s]"
              .formatted(id, "{\"product\": \"coffee\", \"quantity\": 2}"));
    }
    return new OrderDocument(id, (CustomerId) fields.get("customerId"), List.of(lines));
  }

  private static LineItem[] readLines(BsonReader reader) {
    expect(reader, "lines", BsonType.ARRAY, "an array of {\"product\": …, \"quantity\": …}");
    List<LineItem> lines = new ArrayList<>();
    reader.readStartArray();
    while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
      lines.add(readLine(reader, "lines[" + lines.size() + "]"));
    }
    reader.readEndArray();
    return lines.toArray(LineItem[]::new);
  }

  private static LineItem readLine(BsonReader reader, String where) {
    expect(reader, where, BsonType.DOCUMENT, "a document {\"product\": …, \"quantity\": …}");
    Map<String, Object> fields =
        fields(
            reader,
            Map.of(
                "product", r -> readString(r, where + ".product"),
                "quantity", r -> readQuantity(r, where + ".quantity")));
    String product = (String) fields.get("product");
    Integer quantity = (Integer) fields.get("quantity");
    if (product == null || quantity == null) {
      throw new IllegalArgumentException(
          where + " has no " + (product == null ? "product" : "quantity"));
    }
    // The rules of add-order's product=quantity.
    String checked = InputChecks.text("Invalid order line: the product", product.strip());
    InputChecks.orderLine(checked, quantity);
    return new LineItem(checked, quantity);
  }

  /** A whole number, as mongoexport writes an int32 or an int64; never a double or a string. */
  private static int readQuantity(BsonReader reader, String where) {
    BsonType type = reader.getCurrentBsonType();
    if (type == BsonType.INT32) {
      return reader.readInt32();
    }
    if (type != BsonType.INT64) {
      throw new IllegalArgumentException(
          "field \"%s\" holds %s; expected a whole number: 2, %s or %s"
              .formatted(
                  where, describe(type), "{\"$numberInt\": \"2\"}", "{\"$numberLong\": \"2\"}"));
    }
    long value = reader.readInt64();
    if (value != (int) value) {
      throw new IllegalArgumentException(
          "field \"%s\" is %s, which is out of range; at most %s"
              .formatted(where, value, Integer.MAX_VALUE));
    }
    return (int) value;
  }

  /**
   * Reads one document, each field's value by its reader in {@code readers}, skipping the unknown
   * fields, as the README says. A name that comes twice is an error, since MongoDB would have kept
   * only one value.
   */
  private static Map<String, Object> fields(
      BsonReader reader, Map<String, Function<BsonReader, Object>> readers) {
    BsonType type =
        reader.getCurrentBsonType() != null ? reader.getCurrentBsonType() : reader.readBsonType();
    if (type != BsonType.DOCUMENT) {
      throw new IllegalArgumentException(
          "expected a document ({…}), found "
              + describe(type)
              + (type == BsonType.ARRAY
                  ? "; for a file that is one JSON array, add --jsonArray"
                  : ""));
    }
    reader.readStartDocument();
    Set<String> seen = new HashSet<>();
    Map<String, Object> values = new HashMap<>();
    while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
      String name = reader.readName();
      if (!seen.add(name)) {
        throw new IllegalArgumentException("field \"" + name + "\" appears twice");
      }
      if (readers.containsKey(name)) {
        values.put(name, readers.get(name).apply(reader));
      } else {
        reader.skipValue();
      }
    }
    reader.readEndDocument();
    return values;
  }

  private static String readString(BsonReader reader, String where) {
    expect(reader, where, BsonType.STRING, "a string");
    return reader.readString();
  }

  private static void expect(BsonReader reader, String where, BsonType expected, String form) {
    BsonType type = reader.getCurrentBsonType();
    if (type != expected) {
      throw new BsonInvalidOperationException(
          "field \"" + where + "\" holds " + describe(type) + "; expected " + form);
    }
  }

  private static String describe(BsonType type) {
    return "a BSON " + type.name().toLowerCase(Locale.ROOT);
  }
}
