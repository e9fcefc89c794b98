package dev.objectidkey;

import java.lang.invoke.MethodHandles;
import java.time.Instant;

/**
 * A hand-written id class with the public surface that objectidkey-processor generates, so the
 * runtime can be tested without running the processor.
 */
public final class TestId extends AbstractObjectId {

  static {
    registerFactories(MethodHandles.lookup().dropLookupMode(MethodHandles.Lookup.PACKAGE));
  }

  private TestId(ObjectIdGenerator generator) {
    super(generator);
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

  public static TestId parse(CharSequence hex) {
    return new TestId(hex);
  }

  public static TestId fromBytes(byte[] bytes) {
    return new TestId(bytes);
  }

  public static TestId minFor(Instant t) {
    return new TestId(t, 0L);
  }
}
