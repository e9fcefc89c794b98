package dev.objectidkey.sample.mongo;

import static java.nio.charset.StandardCharsets.UTF_8;
import static java.nio.file.StandardOpenOption.CREATE_NEW;
import static java.nio.file.StandardOpenOption.WRITE;

import java.io.BufferedReader;
import java.io.FilterReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.bson.BSONException;
import org.bson.BsonType;
import org.bson.codecs.Decoder;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.Encoder;
import org.bson.codecs.EncoderContext;
import org.bson.json.JsonMode;
import org.bson.json.JsonParseException;
import org.bson.json.JsonReader;
import org.bson.json.JsonWriter;
import org.bson.json.JsonWriterSettings;

/**
 * A file of documents as {@code mongoexport} writes one: one JSON document per line, or if {@code
 * jsonArray} one JSON array of documents, in relaxed or canonical Extended JSON v2, read and
 * written by the bson library ({@link JsonReader}, {@link JsonWriter}); see docs/mongodb.md.
 */
public record ExtendedJsonFile(Path path, boolean jsonArray) {

  /** Canonical Extended JSON v2: every number keeps its BSON type ({@code {"$numberInt": "2"}}). */
  private static final JsonWriterSettings CANONICAL =
      JsonWriterSettings.builder().outputMode(JsonMode.EXTENDED).build();

  /**
   * Decodes every document, in the file's order, for {@code sink} with where it is, such as {@code
   * orders.json, line 3}.
   *
   * @throws ImportRejectedException for the first bad document, naming where it is and why
   */
  public <T> void read(Decoder<T> decoder, BiConsumer<T, String> sink) {
    int number = 0;
    try (BufferedReader in = Files.newBufferedReader(path, UTF_8)) {
      // A byte-order mark, which some editors write.
      in.mark(1);
      if (in.read() != '\uFEFF') {
        in.reset();
      }
      if (jsonArray) {
        readArray(in, decoder, sink);
        return;
      }
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        number++;
        if (line.isBlank()) {
          continue; // mongoimport skips empty lines too; they hold no document
        }
        String position = path + ", line " + number;
        JsonReader reader = new JsonReader(new DepthLimit(new StringReader(line)));
        T document =
            at(
                position,
                line,
                () -> {
                  T decoded = decoder.decode(reader, DecoderContext.builder().build());
                  if (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                    throw new IllegalArgumentException(
                        "more than one document on the line; write one per line");
                  }
                  return decoded;
                });
        sink.accept(document, position);
      }
    } catch (CharacterCodingException e) {
      throw notUtf8(jsonArray ? path.toString() : path + ", line " + (number + 1), e);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read " + path + ": " + e.getMessage(), e);
    }
  }

  private <T> void readArray(BufferedReader in, Decoder<T> decoder, BiConsumer<T, String> sink) {
    JsonReader reader = new JsonReader(new DepthLimit(in));
    at(
        path.toString(),
        null,
        () -> {
          BsonType top = reader.readBsonType();
          if (top != BsonType.ARRAY) {
            throw new IllegalArgumentException(
                "expected one JSON array ([{…}, {…}]) with --jsonArray, found "
                    + (top == BsonType.DOCUMENT
                        ? "a document; without --jsonArray, each line is one document"
                        : "a BSON " + top.name().toLowerCase(Locale.ROOT)));
          }
          reader.readStartArray();
          return null;
        });
    for (int index = 0; ; index++) {
      T document =
          at(
              path + ", array index " + index,
              null,
              () -> {
                if (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                  return decoder.decode(reader, DecoderContext.builder().build());
                }
                reader.readEndArray();
                if (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                  throw new IllegalArgumentException(
                      "something follows the array; the file is one array");
                }
                return null;
              });
      if (document == null) {
        return;
      }
      sink.accept(document, path + ", array index " + index);
    }
  }

  /** What {@code read} returns, or the failure as the import's one line, at {@code position}. */
  private static <T> T at(String position, String line, Supplier<T> read) {
    try {
      return read.get();
    } catch (IllegalArgumentException | BSONException | JsonParseException e) {
      throw rejected(position, e, line);
    } catch (UncheckedIOException e) {
      // JsonReader wraps what the Reader throws; bad UTF-8 gets line mode's message.
      if (e.getCause() instanceof CharacterCodingException coding) {
        throw notUtf8(position, coding);
      }
      throw rejected(position, e.getCause());
    } catch (DepthLimit.TooDeep | StackOverflowError e) {
      throw new ImportRejectedException(
          String.format(
              "%s: the document is nested more than %s levels deep; mongoexport writes a shop's"
                  + " documents 4 levels deep at most",
              position, DepthLimit.MAX_DEPTH),
          e);
    }
  }

  private static ImportRejectedException notUtf8(String position, CharacterCodingException e) {
    return new ImportRejectedException(
        position + ": the file is not UTF-8 text (" + e + "); mongoexport writes UTF-8", e);
  }

  /**
   * The JSON text on its way to bson's reader, refusing nesting deeper than {@link #MAX_DEPTH}:
   * the reader and its skipValue() recurse once per level, so a document nested thousands deep
   * overflowed the stack, or not, depending on the stack's size and the JIT.
   */
  private static final class DepthLimit extends FilterReader {

    /** Far more than any shop document needs, far less than what overflows a 512 KiB stack. */
    static final int MAX_DEPTH = 100;

    /** Thrown through bson's reader, which lets unchecked exceptions pass. */
    static final class TooDeep extends RuntimeException {
      private static final long serialVersionUID = 1L;
    }

    private int depth;
    private char quote; // the open string's quote, ' or ", or 0 outside strings
    private boolean escaped;

    DepthLimit(Reader in) {
      super(in);
    }

    /** The only read bson's JsonReader calls. */
    @Override
    public int read() throws IOException {
      int c = super.read();
      if (escaped) {
        escaped = false;
      } else if (quote != 0) {
        escaped = c == '\\';
        quote = c == quote ? 0 : quote;
      } else if (c == '"' || c == '\'') {
        quote = (char) c;
      } else if ((c == '{' || c == '[') && ++depth > MAX_DEPTH) {
        throw new TooDeep();
      } else if (c == '}' || c == ']') {
        depth--;
      }
      return c;
    }
  }

  /**
   * {@link #rejected(String, Throwable)}, and for an {@code {"$oid": …}} that bson reports as
   * "state should be: hexString has 24 characters", what is expected, and the field, found in the
   * line's text: bson's reader names no field after this failure.
   */
  private static ImportRejectedException rejected(String position, Throwable e, String line) {
    if (!(e instanceof IllegalArgumentException)
        || !String.valueOf(e.getMessage()).startsWith("state should be: hexString")) {
      return rejected(position, e);
    }
    Matcher field = line == null ? null : BAD_OID.matcher(line);
    return new ImportRejectedException(
        String.format(
            "%s: %s {\"$oid\": …} that is not 24 hexadecimal characters (0-9, a-f); write each"
                + " ObjectId as mongoexport does, such as {\"$oid\": \"507f1f77bcf86cd799439011\"}",
            position,
            field != null && field.find() ? "field \"" + field.group(1) + "\" holds an" : "an"),
        e);
  }

  /** A field whose {@code $oid} is not 24 hex digits, in a line's text: the field's name. */
  private static final Pattern BAD_OID =
      Pattern.compile(
          "\"([^\"\\\\]{1,64})\"\\s*:\\s*\\{\\s*\"\\$oid\"\\s*:\\s*\"(?![0-9a-fA-F]{24}\")");

  private static ImportRejectedException rejected(String position, Throwable e) {
    String reason = e.getMessage() != null ? e.getMessage() : e.toString();
    if (reason.startsWith("Trying to read past EOF")) { // bson's words for input cut short
      reason = "the document is cut short: the input ends before it does (" + reason + ")";
    }
    return new ImportRejectedException(position + ": " + reason, e);
  }

  /**
   * Writes {@code documents} in this file's layout, in canonical Extended JSON: one per line, or one
   * JSON array with one document per line ({@code []} if empty); returns how many it wrote.
   */
  public <T> long write(Encoder<T> encoder, Stream<T> documents) throws IOException {
    // CREATE_NEW: an export never overwrites a file, which might be the only copy of the data.
    try (Writer out = Files.newBufferedWriter(path, UTF_8, CREATE_NEW, WRITE)) {
      long written = 0;
      for (T document : (Iterable<T>) documents::iterator) {
        // What opens the array, or ends the document before.
        out.write(written++ == 0 ? (jsonArray ? "[\n" : "") : (jsonArray ? ",\n" : "\n"));
        // A writer per document: each line is a complete top-level document.
        encoder.encode(new JsonWriter(out, CANONICAL), document, EncoderContext.builder().build());
      }
      out.write(jsonArray ? (written == 0 ? "[]\n" : "\n]\n") : (written == 0 ? "" : "\n"));
      return written;
    }
  }
}
