package dev.objectidkey;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/** Byte-for-byte agreement with MongoDB's reference, {@code org.bson.types.ObjectId}. */
class BsonInteropTest {

  private static final int COUNT = 100_000;

  @Test
  void generatedIdsAgreeWithBsonOnBytesHexTimestampAndOrder() {
    List<TestId> ours = new ArrayList<>();
    for (int i = 0; i < COUNT; i++) {
      ours.add(TestId.generate());
    }
    assertAgree(ours);
  }

  @Test
  void uniformlyRandomIdsAgreeWithBsonOnBytesHexTimestampAndOrder() {
    SplittableRandom random = new SplittableRandom(20261202L);
    List<TestId> ours = new ArrayList<>();
    for (int i = 0; i < COUNT; i++) {
      byte[] bytes = new byte[12];
      random.nextBytes(bytes);
      ours.add(TestId.fromBytes(bytes));
    }
    assertAgree(ours);
  }

  @Test
  void bsonGeneratedIdsParseToTheSameBytes() {
    for (int i = 0; i < COUNT; i++) {
      ObjectId theirs = new ObjectId();
      TestId ours = TestId.parse(theirs.toHexString());
      assertArrayEquals(theirs.toByteArray(), ours.toByteArray());
      assertEquals(theirs.getTimestamp(), (int) ours.getTimestamp().getEpochSecond());
    }
  }

  private static void assertAgree(List<TestId> ours) {
    List<ObjectId> theirs = new ArrayList<>();
    for (TestId id : ours) {
      ObjectId bson = new ObjectId(id.toByteArray());
      assertEquals(bson.toHexString(), id.toHexString());
      assertArrayEquals(bson.toByteArray(), TestId.parse(bson.toHexString()).toByteArray());
      // bson reads the timestamp as a signed int; the unsigned seconds are the same bits.
      assertEquals(Integer.toUnsignedLong(bson.getTimestamp()), id.getTimestamp().getEpochSecond());
      theirs.add(bson);
    }
    List<TestId> oursSorted = new ArrayList<>(ours);
    oursSorted.sort(TestId.comparator());
    theirs.sort(null);
    for (int i = 0; i < ours.size(); i++) {
      assertEquals(theirs.get(i).toHexString(), oursSorted.get(i).toHexString(), "position " + i);
    }
  }
}
