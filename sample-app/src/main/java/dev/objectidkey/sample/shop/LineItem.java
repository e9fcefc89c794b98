package dev.objectidkey.sample.shop;

/**
 * A product and how many of it, as ordered and as shown ({@code 2 x coffee}).
 *
 * @param product what is ordered, not blank
 * @param quantity how many, at least 1
 */
public record LineItem(String product, int quantity) {

  /** Checks the values, throwing {@link IllegalArgumentException} for a bad one. */
  public LineItem {
    if (product == null || product.isBlank()) {
      throw new IllegalArgumentException("Invalid order line: the product name is empty");
    }
    if (quantity < 1) {
      throw new IllegalArgumentException(
          "Invalid order line for \""
              + product
              + "\": expected a quantity of at least 1, got "
              + quantity);
    }
  }

  @Override
  public String toString() {
    return quantity + " x " + product;
  }
}
