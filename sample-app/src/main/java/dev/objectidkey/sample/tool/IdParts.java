package dev.objectidkey.sample.tool;

import java.time.Instant;
import java.util.HexFormat;

/**
 * The parts of any ObjectId, in both layouts: the specification's (timestamp, 5-byte random value,
 * 3-byte counter) and the legacy one (3-byte machine id and 2-byte process id in place of the
 * random value). {@code inspect} and the web page's decoder print the same reading.
 *
 * @param id the id
 * @param timestamp bytes 0-3, unsigned seconds
 * @param timeHex bytes 0-3, as 8 hex digits
 * @param random bytes 4-8, as 10 hex digits
 * @param counter bytes 9-11, unsigned
 * @param counterHex bytes 9-11, as 6 hex digits
 * @param machine bytes 4-6 in the legacy layout, as 6 hex digits
 * @param processHex bytes 7-8 in the legacy layout, as 4 hex digits
 * @param processId bytes 7-8, unsigned
 */
public record IdParts(
    ObjectId id,
    Instant timestamp,
    String timeHex,
    String random,
    int counter,
    String counterHex,
    String machine,
    String processHex,
    int processId) {

  public static IdParts of(ObjectId id) {
    String hex = id.toHexString();
    return new IdParts(
        id,
        id.getTimestamp(),
        hex.substring(0, 8),
        hex.substring(8, 18),
        HexFormat.fromHexDigits(hex, 18, 24),
        hex.substring(18),
        hex.substring(8, 14),
        hex.substring(14, 18),
        HexFormat.fromHexDigits(hex, 14, 18));
  }
}
