package dev.objectidkey.sample.support;

import static dev.objectidkey.sample.support.Messages.quote;

/**
 * The checks on a customer name or an order line as typed ({@code add-customer}, {@code
 * add-order}) or imported ({@code import-mongo}), made before anything opens the database, so that
 * bad text is bad usage with one line, never an SQL error, and never reaches the terminal that
 * {@code list-orders} prints to.
 */
public final class InputChecks {

  /** The most characters a customer name or a product may have: JPA's default column length. */
  public static final int MAX_TEXT_LENGTH = 255;

  private InputChecks() {}

  /**
   * Checks a customer name or a product, already stripped: at most {@link #MAX_TEXT_LENGTH}
   * characters and as many UTF-16 units, no lone surrogate, and no {@link Messages#isInvisible}
   * character. {@code subject} starts the message: {@code "Invalid customer name: it"}.
   *
   * @return {@code text}
   * @throws IllegalArgumentException naming what is wrong and where
   */
  public static String text(String subject, String text) {
    int length = text.codePointCount(0, text.length());
    if (length > MAX_TEXT_LENGTH) {
      throw new IllegalArgumentException(
          subject + " is " + length + " characters; at most " + MAX_TEXT_LENGTH);
    }
    // H2's VARCHAR(255) counts UTF-16 units, PostgreSQL and MariaDB count code points: the
    // stricter count holds on all three, so that a name fails here, never as an SQL error.
    if (text.length() > MAX_TEXT_LENGTH) {
      throw new IllegalArgumentException(
          "%s is %s characters, %s UTF-16 units (an emoji is 2, and H2 counts those); at most %s"
              .formatted(subject, length, text.length(), MAX_TEXT_LENGTH));
    }
    for (int i = 0; i < text.length(); i += Character.charCount(text.codePointAt(i))) {
      int codePoint = text.codePointAt(i);
      if (Character.getType(codePoint) == Character.SURROGATE) {
        // Half of a pair without the other half: not a character, and not storable as UTF-8
        // (PostgreSQL and MariaDB would silently store '?').
        throw new IllegalArgumentException(
            ("%s holds a lone surrogate U+%04X at index %d, half of a character; write the whole"
                    + " character")
                .formatted(subject, codePoint, i));
      }
      if (Messages.isInvisible(codePoint)) {
        throw new IllegalArgumentException(
            ("%s holds the control character U+%04X at index %d; write it without control or"
                    + " formatting characters")
                .formatted(subject, codePoint, i));
      }
    }
    return text;
  }

  /** Checks an order line: a product, already checked by {@link #text}, and a quantity. */
  public static void orderLine(String product, int quantity) {
    if (product.isBlank()) {
      throw new IllegalArgumentException("Invalid order line: the product name is empty");
    }
    if (quantity < 1) {
      throw new IllegalArgumentException(
          "Invalid order line for %s: expected a quantity of at least 1, got %s"
              .formatted(quote(product), quantity));
    }
  }
}
