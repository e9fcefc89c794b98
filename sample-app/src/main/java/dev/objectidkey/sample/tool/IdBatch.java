package dev.objectidkey.sample.tool;

import dev.objectidkey.ObjectIdCodec;
import dev.objectidkey.ObjectIdGenerator;
import dev.objectidkey.sample.support.Messages;
import java.time.DateTimeException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * What {@code generate} and the web page's generator make: 1 to {@value #MAX_COUNT} ids that share
 * one random value, with consecutive counters, from the library's own {@link ObjectIdGenerator}. The
 * start second, the 5-byte random value and the first counter are fixed where not null; a counter
 * that passes 16777215 wraps to 0 and carries into the next second, as every generator does.
 */
public record IdBatch(int count, Instant time, Long random, Integer counter) {

  public static final int MAX_COUNT = 100;

  private static final int MAX_COUNTER = 0xFF_FFFF;
  private static final int RANDOM_DIGITS = 10;

  /** What the parts are called where they were typed: options, or the web page's parameters. */
  public record Names(String count, String time, String random, String counter) {

    /** The options of {@code generate}. */
    public static final Names OPTIONS = new Names("-n", "--time", "--random", "--counter");

    /** The parameters of the web page and its JSON endpoint. */
    public static final Names PARAMETERS = new Names("n", "time", "random", "counter");
  }

  /**
   * Checks the parts as typed, null for those not fixed, naming the first bad one, and the one rule
   * between them: at the last second an ObjectId can hold, the counters must not wrap past {@value
   * #MAX_COUNTER}, since the carry would need the second after it.
   */
  public static IdBatch parse(
      Names names, String count, String time, String random, String counter) {
    IdBatch batch =
        new IdBatch(
            parseCount(names.count(), count),
            time == null ? null : parseTime(names.time(), time),
            random == null ? null : parseRandom(names.random(), random),
            counter == null ? null : parseCounter(names.counter(), counter));
    if (batch.time != null
        && batch.counter != null
        && batch.time.getEpochSecond() == ObjectIdCodec.MAX_EPOCH_SECOND
        && (long) batch.counter + batch.count - 1 > MAX_COUNTER) {
      throw new IllegalArgumentException(
          String.format(
              "Invalid value for %s %s: with %s %s the counter passes %s, which carries into the"
                  + " second after %s, the last second an ObjectId can hold; choose a counter of"
                  + " at most %s or an earlier %s",
              names.counter(),
              batch.counter,
              names.count(),
              batch.count,
              MAX_COUNTER,
              ObjectIdCodec.MAX_INSTANT,
              MAX_COUNTER - batch.count + 1,
              names.time()));
    }
    return batch;
  }

  /**
   * Makes the ids, in order: from this process's generator, or, with a part fixed, from a generator
   * with the fixed parts (and a random value and counter of its own for the others).
   */
  public List<ObjectId> generate() {
    List<ObjectId> ids = new ArrayList<>(count);
    Runnable make = () -> Stream.generate(ObjectId::generate).limit(count).forEach(ids::add);
    if (time == null && random == null && counter == null) {
      make.run();
      return ids;
    }
    ObjectIdGenerator.Builder builder = ObjectIdGenerator.builder();
    if (time != null) {
      builder.clock(() -> time);
    }
    if (random != null) {
      builder.randomValue(random);
    }
    if (counter != null) {
      builder.counter(counter);
    }
    builder.build().run(make);
    return ids;
  }

  private static int parseCount(String name, String text) {
    if (text == null || !text.matches("-?[0-9]{1,9}")) {
      throw new IllegalArgumentException(
          "Invalid value for %s %s: expected a count from 1 to %s in the digits 0-9"
              .formatted(name, quote(text), MAX_COUNT));
    }
    int count = Integer.parseInt(text);
    if (count < 1 || count > MAX_COUNT) {
      throw new IllegalArgumentException(
          "Invalid value for %s: expected a count from 1 to %s, got %s"
              .formatted(name, MAX_COUNT, count));
    }
    return count;
  }

  /**
   * Reads a second that an ObjectId can hold, called {@code name} in messages: ASCII epoch seconds,
   * or an ISO-8601 instant with {@code Z} or an offset. A fraction of a second is refused rather
   * than dropped: an ObjectId holds whole seconds.
   */
  public static Instant parseTime(String name, String text) {
    String prefix = "Invalid value for " + name + " " + quote(text);
    Instant instant;
    if (text.matches("-?[0-9]+")) {
      long seconds;
      try {
        seconds = Long.parseLong(text);
      } catch (NumberFormatException beyondLong) {
        seconds = text.startsWith("-") ? Long.MIN_VALUE : Long.MAX_VALUE;
      }
      // Kept within Instant's range: one second either side of an ObjectId's is out of range.
      instant =
          Instant.ofEpochSecond(
              Math.max(-1, Math.min(seconds, ObjectIdCodec.MAX_EPOCH_SECOND + 1)));
    } else {
      try {
        instant = Instant.parse(text.toUpperCase(Locale.ROOT));
      } catch (DateTimeException e) {
        throw new IllegalArgumentException(
            prefix
                + ": expected epoch seconds such as 1700000000 or an ISO-8601 instant such as"
                + " 2023-11-14T22:13:20Z");
      }
      if (instant.getNano() != 0) {
        throw new IllegalArgumentException(
            prefix + ": an ObjectId holds whole seconds; leave out the fraction");
      }
    }
    if (instant.isBefore(ObjectIdCodec.MIN_INSTANT)) {
      throw new IllegalArgumentException(
          "%s: it is before %s, the first second an ObjectId can hold"
              .formatted(prefix, ObjectIdCodec.MIN_INSTANT));
    }
    if (instant.isAfter(ObjectIdCodec.MAX_INSTANT)) {
      throw new IllegalArgumentException(
          "%s: it is after %s, the last second an ObjectId can hold"
              .formatted(prefix, ObjectIdCodec.MAX_INSTANT));
    }
    return instant;
  }

  private static long parseRandom(String name, String text) {
    String prefix =
        String.format(
            "Invalid value for %s %s: expected %s hexadecimal digits (0-9, a-f, A-F), the 5-byte"
                + " random value, got ",
            name, quote(text), RANDOM_DIGITS);
    if (text.length() != RANDOM_DIGITS) {
      throw new IllegalArgumentException(prefix + text.length() + " characters");
    }
    for (int i = 0; i < text.length(); i++) {
      if (!HexFormat.isHexDigit(text.charAt(i))) {
        throw new IllegalArgumentException(
            prefix + quote(Character.toString(text.codePointAt(i))) + " at index " + i);
      }
    }
    return HexFormat.fromHexDigitsToLong(text);
  }

  private static int parseCounter(String name, String text) {
    String prefix = "Invalid value for " + name + " " + quote(text);
    if (!text.matches("[0-9]+")) {
      throw new IllegalArgumentException(
          "%s: expected a counter from 0 to %s (3 bytes) in the digits 0-9"
              .formatted(prefix, MAX_COUNTER));
    }
    if (text.length() > 9 || Integer.parseInt(text) > MAX_COUNTER) {
      throw new IllegalArgumentException(
          prefix + ": it is above " + MAX_COUNTER + ", the largest counter 3 bytes hold");
    }
    return Integer.parseInt(text);
  }

  private static String quote(String text) {
    return text == null ? "(none)" : Messages.quote(text);
  }
}
