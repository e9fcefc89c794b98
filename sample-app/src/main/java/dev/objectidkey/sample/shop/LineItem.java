package dev.objectidkey.sample.shop;

import dev.objectidkey.ObjectIdCodec;

/**
 * A product and how many of it, as given on the command line ({@code coffee=2}) and as shown.
 *
 * @param product what is ordered, not blank
 * @param quantity how many, at least 1
 */
public record LineItem(String product, int quantity) {

  /**
   * Checks the values.
   *
   * @param product what is ordered, not blank
   * @param quantity how many, at least 1
   * @throws IllegalArgumentException if {@code product} is blank or {@code quantity} is below 1
   */
  public LineItem {
    if (product == null || product.isBlank()) {
      throw new IllegalArgumentException("Invalid order line: the product name is empty");
    }
    if (quantity < 1) {
      throw new IllegalArgumentException(
          "Invalid order line for "
              + ObjectIdCodec.quote(product)
              + ": expected a quantity of at least 1, got "
              + quantity);
    }
  }

  /**
   * Parses {@code product=quantity}, such as {@code coffee=2}; a bare {@code product} means one.
   *
   * @param text the line as typed
   * @return the line
   * @throws IllegalArgumentException if the text is not in that form
   */
  public static LineItem parse(String text) {
    int equals = text.lastIndexOf('=');
    String product =
        ShopService.checkText(
            "Invalid order line: the product",
            (equals < 0 ? text : text.substring(0, equals)).strip());
    if (equals < 0) {
      return new LineItem(product, 1);
    }
    String quantity = text.substring(equals + 1).strip();
    try {
      // ASCII digits only, as for ids: Integer.parseInt would also take '５' or '٣'.
      if (!quantity.matches("[0-9]{1,9}")) {
        throw new NumberFormatException(quantity);
      }
      return new LineItem(product, Integer.parseInt(quantity));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "Invalid order line "
              + ObjectIdCodec.quote(text)
              + ": expected product=quantity with a whole number, such as coffee=2");
    }
  }

  @Override
  public String toString() {
    return quantity + " x " + product;
  }
}
