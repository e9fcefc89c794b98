package dev.objectidkey;

import java.lang.invoke.MethodHandles;
import java.time.Instant;
import java.util.Comparator;

/**
 * A hand-written id class with the public surface that objectidkey-processor generates (the
 * processor's golden {@code OrderId} pins the generated one), so the runtime can be tested without
 * running the processor.
 */
public final class TestId extends AbstractObjectId implements Comparable<TestId> {

  private static final Comparator<TestId> COMPARATOR = Comparator.naturalOrder();

  static {
    registerFactories(MethodHandles.lookup().dropLookupMode(MethodHandles.Lookup.PACKAGE));
  }

  private TestId(ObjectIdGenerator generator) {
    super(generator);
  }

  private TestId(ObjectIdGenerator generator, Instant t) {
    super(generator, t);
  }

  private TestId(CharSequence hex) {
    super(hex);
  }

  private TestId(byte[] bytes) {
    super(bytes);
  }

  private TestId(Instant second, long low) {
    super(second, low);
  }

  public static TestId generate() {
    return new TestId(ObjectIdGenerator.current());
  }

  public static TestId generateAt(Instant t) {
    return new TestId(ObjectIdGenerator.current(), t);
  }

  public static TestId parse(CharSequence hex) {
    return new TestId(hex);
  }

  public static boolean isValid(CharSequence hex) {
    return ObjectIdCodec.isValid(hex);
  }

  public static TestId fromBytes(byte[] bytes) {
    return new TestId(bytes);
  }

  public static TestId minFor(Instant t) {
    return new TestId(t, 0L);
  }

  public static TestId maxFor(Instant t) {
    return new TestId(t, -1L);
  }

  public static Comparator<TestId> comparator() {
    return COMPARATOR;
  }

  @Override
  public int compareTo(TestId other) {
    return compareBytes(other);
  }
}
