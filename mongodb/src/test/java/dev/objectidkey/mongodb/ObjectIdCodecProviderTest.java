package dev.objectidkey.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.mongodb.shop.CustomerId;
import dev.objectidkey.mongodb.shop.HandWrittenId;
import dev.objectidkey.mongodb.shop.Order;
import dev.objectidkey.mongodb.shop.OrderId;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.bson.BsonBinary;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonDocument;
import org.bson.BsonDocumentReader;
import org.bson.BsonInt32;
import org.bson.BsonInvalidOperationException;
import org.bson.BsonNull;
import org.bson.BsonObjectId;
import org.bson.BsonString;
import org.bson.BsonType;
import org.bson.BsonValue;
import org.bson.Document;
import org.bson.RawBsonDocument;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.DocumentCodec;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.PojoCodecProvider;
import org.bson.conversions.Bson;
import org.bson.io.BasicOutputBuffer;
import org.bson.json.JsonReader;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/**
 * Our codec against the real {@code org.mongodb:bson}: documents it writes are read by plain bson,
 * and documents plain bson writes are read by it, through bson's own POJO codec.
 */
class ObjectIdCodecProviderTest {

  /**
   * A user's registry: ours first, then bson's defaults, then its POJO codec (last, since an
   * automatic one claims every class, String too).
   */
  private static final CodecRegistry REGISTRY =
      CodecRegistries.fromRegistries(
          CodecRegistries.fromProviders(new ObjectIdCodecProvider()),
          Bson.DEFAULT_CODEC_REGISTRY,
          CodecRegistries.fromProviders(PojoCodecProvider.builder().automatic(true).build()));

  private static final String ORDER_HEX = "6553f1003f2a91c8d4003039";
  private static final String CUSTOMER_HEX = "507f1f77bcf86cd799439011";
  private static final String RELATED_HEX = "ff00000000000000000000ff";

  @Test
  void typedIdsAreWrittenAsNativeObjectIdsThatPlainBsonReads() {
    Order order = new Order();
    order.setId(OrderId.parse(ORDER_HEX));
    order.setCustomerId(CustomerId.parse(CUSTOMER_HEX));
    order.setRelated(List.of(OrderId.parse(RELATED_HEX)));
    order.setProduct("tea");

    byte[] bson = encode(REGISTRY.get(Order.class), order);

    RawBsonDocument raw = new RawBsonDocument(bson);
    assertEquals(BsonType.OBJECT_ID, raw.get("_id").getBsonType());
    assertEquals(0x07, BsonType.OBJECT_ID.getValue());
    assertEquals(BsonType.OBJECT_ID, raw.get("customerId").getBsonType());
    Document plain =
        new DocumentCodec()
            .decode(new BsonBinaryReader(ByteBuffer.wrap(bson)), DecoderContext.builder().build());
    assertEquals(new ObjectId(ORDER_HEX), plain.get("_id"));
    assertEquals(ORDER_HEX, plain.getObjectId("_id").toHexString());
    assertEquals(CUSTOMER_HEX, plain.getObjectId("customerId").toHexString());
    assertEquals(List.of(new ObjectId(RELATED_HEX)), plain.getList("related", Object.class));
    assertEquals("tea", plain.getString("product"));
  }

  @Test
  void objectIdsWrittenByPlainBsonAreReadAsTypedIds() {
    Document plain =
        new Document("_id", new ObjectId(ORDER_HEX))
            .append("customerId", new ObjectId(CUSTOMER_HEX))
            .append("related", List.of(new ObjectId(RELATED_HEX)))
            .append("product", "tea");
    byte[] bson = encode(new DocumentCodec(), plain);

    Order order =
        REGISTRY
            .get(Order.class)
            .decode(new BsonBinaryReader(ByteBuffer.wrap(bson)), DecoderContext.builder().build());

    assertEquals(OrderId.class, order.getId().getClass());
    assertEquals(ORDER_HEX, order.getId().toHexString());
    assertEquals(CustomerId.class, order.getCustomerId().getClass());
    assertEquals(CUSTOMER_HEX, order.getCustomerId().toHexString());
    assertEquals(List.of(OrderId.parse(RELATED_HEX)), order.getRelated());
    assertEquals("tea", order.getProduct());
  }

  @Test
  void extendedJsonAsMongoexportWritesItIsReadAsTypedIds() {
    String json =
        "{\"_id\": {\"$oid\": \""
            + ORDER_HEX
            + "\"}, \"customerId\": {\"$oid\": \""
            + CUSTOMER_HEX
            + "\"}, \"related\": []}";

    Order order =
        REGISTRY.get(Order.class).decode(new JsonReader(json), DecoderContext.builder().build());

    assertEquals(OrderId.parse(ORDER_HEX), order.getId());
    assertEquals(CustomerId.parse(CUSTOMER_HEX), order.getCustomerId());
    assertEquals(List.of(), order.getRelated());
  }

  @Test
  void everyIdKeepsItsBytesHexAndTimestampBothWays() {
    List<OrderId> ids = new ArrayList<>();
    for (int i = 0; i < 1_000; i++) {
      ids.add(OrderId.generate());
    }
    Random random = new Random(13);
    for (int first : new int[] {0x00, 0x7f, 0x80, 0xff}) {
      byte[] bytes = new byte[12];
      random.nextBytes(bytes);
      bytes[0] = (byte) first;
      ids.add(OrderId.fromBytes(bytes));
    }
    Codec<OrderId> codec = REGISTRY.get(OrderId.class);

    for (OrderId id : ids) {
      BsonDocument written = new BsonDocument();
      var writer = new org.bson.BsonDocumentWriter(written);
      writer.writeStartDocument();
      writer.writeName("v");
      codec.encode(writer, id, EncoderContext.builder().build());
      writer.writeEndDocument();
      ObjectId plain = written.getObjectId("v").getValue();
      assertEquals(id.toHexString(), plain.toHexString());
      assertEquals(
          id.getTimestamp().getEpochSecond(), Integer.toUnsignedLong(plain.getTimestamp()));

      OrderId back = decodeField(codec, new BsonObjectId(plain));
      assertEquals(id, back);
    }
  }

  @Test
  void rejectsAHexStringNamingTheFieldTheTypeFoundAndTheTypeExpected() {
    BsonInvalidOperationException e =
        assertThrows(
            BsonInvalidOperationException.class,
            () -> decodeField(REGISTRY.get(CustomerId.class), new BsonString(CUSTOMER_HEX)));

    assertEquals(
        "[ObjectIdKey] field \"v\" holds a BSON string (type 0x02), the hex string \""
            + CUSTOMER_HEX
            + "\", not an ObjectId, but CustomerId is stored as a BSON ObjectId (type 0x07);"
            + " write it as an ObjectId ({\"$oid\": \"…\"} in Extended JSON), for example with this codec",
        e.getMessage());
  }

  @Test
  void rejectsEveryOtherBsonTypeNamingIt() {
    Codec<CustomerId> codec = REGISTRY.get(CustomerId.class);
    assertRejected(codec, new BsonString("Ada"), "a BSON string (type 0x02) of 3 characters");
    assertRejected(codec, new BsonInt32(2), "a BSON int32 (type 0x10)");
    assertRejected(
        codec,
        new BsonBinary(CustomerId.parse(CUSTOMER_HEX).toByteArray()),
        "a BSON binary (type 0x05) of subtype 0x00 and 12 bytes");
    assertRejected(codec, BsonNull.VALUE, "a BSON null (type 0x0a)");
    assertRejected(
        codec,
        new BsonDocument("$oid", new BsonString(CUSTOMER_HEX)),
        "a BSON document (type 0x03)");
  }

  @Test
  void bsonsPojoCodecPassesTheFieldNameOn() {
    String json =
        "{\"_id\": {\"$oid\": \"" + ORDER_HEX + "\"}, \"customerId\": \"" + CUSTOMER_HEX + "\"}";

    CodecConfigurationException e =
        assertThrows(
            CodecConfigurationException.class,
            () ->
                REGISTRY
                    .get(Order.class)
                    .decode(new JsonReader(json), DecoderContext.builder().build()));

    assertTrue(
        e.getMessage()
            .contains(
                "[ObjectIdKey] field \"customerId\" holds a BSON string"
                    + " (type 0x02), the hex string \""
                    + CUSTOMER_HEX
                    + "\", not an ObjectId, but CustomerId is"
                    + " stored as a BSON ObjectId (type 0x07)"),
        e.getMessage());
  }

  @Test
  void aBadElementOfAnArrayNamesTheArray() {
    String json =
        "{\"_id\": {\"$oid\": \""
            + ORDER_HEX
            + "\"}, \"related\": [{\"$oid\": \""
            + RELATED_HEX
            + "\"}, 42]}";

    CodecConfigurationException e =
        assertThrows(
            CodecConfigurationException.class,
            () ->
                REGISTRY
                    .get(Order.class)
                    .decode(new JsonReader(json), DecoderContext.builder().build()));

    assertTrue(
        e.getMessage()
            .contains(
                "[ObjectIdKey] field \"related\" holds a BSON int32 (type 0x10),"
                    + " but OrderId is stored as a BSON ObjectId (type 0x07)"),
        e.getMessage());
  }

  @Test
  void providesCodecsForGeneratedIdClassesOnly() {
    ObjectIdCodecProvider provider = new ObjectIdCodecProvider();

    assertEquals(OrderId.class, provider.get(OrderId.class, REGISTRY).getEncoderClass());
    assertInstanceOf(TypedObjectIdCodec.class, provider.get(CustomerId.class, REGISTRY));
    assertNull(provider.get(String.class, REGISTRY));
    assertNull(provider.get(ObjectId.class, REGISTRY));
    assertNull(provider.get(AbstractObjectId.class, REGISTRY), "abstract: nothing to decode into");
    CodecConfigurationException e =
        assertThrows(
            CodecConfigurationException.class, () -> provider.get(HandWrittenId.class, REGISTRY));
    assertEquals(
        "[ObjectIdKey] dev.objectidkey.mongodb.shop.HandWrittenId has no public static"
            + " HandWrittenId generate(); id classes must be generated by objectidkey-processor",
        e.getMessage());
  }

  private static void assertRejected(Codec<CustomerId> codec, BsonValue value, String found) {
    BsonInvalidOperationException e =
        assertThrows(BsonInvalidOperationException.class, () -> decodeField(codec, value), found);
    assertEquals(
        "[ObjectIdKey] field \"v\" holds "
            + found
            + ", but CustomerId is stored as a BSON"
            + " ObjectId (type 0x07); write it as an ObjectId ({\"$oid\": \"…\"} in Extended JSON), for"
            + " example with this codec",
        e.getMessage());
  }

  /** Decodes the field {@code v} of {@code {v: value}}, as a document codec calls a field's codec. */
  private static <T> T decodeField(Codec<T> codec, BsonValue value) {
    BsonDocumentReader reader = new BsonDocumentReader(new BsonDocument("v", value));
    reader.readStartDocument();
    reader.readBsonType();
    assertEquals("v", reader.readName());
    return codec.decode(reader, DecoderContext.builder().build());
  }

  private static <T> byte[] encode(Codec<T> codec, T value) {
    BasicOutputBuffer buffer = new BasicOutputBuffer();
    codec.encode(new BsonBinaryWriter(buffer), value, EncoderContext.builder().build());
    return buffer.toByteArray();
  }
}
