package dev.objectidkey.hibernate.cache;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import java.io.Serializable;
import java.util.Objects;

/** An {@code @EmbeddedId} of a typed id and a slot number. */
@Embeddable
public class ShelfKey implements Serializable {

  private static final long serialVersionUID = 1L;

  @Column(name = "product_id")
  private ProductId product;

  private int slot;

  protected ShelfKey() {}

  public ShelfKey(ProductId product, int slot) {
    this.product = product;
    this.slot = slot;
  }

  public ProductId getProduct() {
    return product;
  }

  public int getSlot() {
    return slot;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof ShelfKey key
        && Objects.equals(product, key.product)
        && slot == key.slot;
  }

  @Override
  public int hashCode() {
    return Objects.hash(product, slot);
  }
}
