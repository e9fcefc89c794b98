package dev.objectidkey.sample.shop;

/** A product, not blank, and how many of it, at least 1: {@code 2 x coffee}. */
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
