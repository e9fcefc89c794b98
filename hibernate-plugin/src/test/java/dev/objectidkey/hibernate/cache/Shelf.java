package dev.objectidkey.hibernate.cache;

import jakarta.persistence.Cacheable;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import org.hibernate.annotations.Cache;
import org.hibernate.annotations.CacheConcurrencyStrategy;

/**
 * An entity cached by a composite key that contains a typed id, in the region {@value #REGION}
 * (HHH-15150: such keys were not Serializable).
 */
@Entity
@Table(name = "l2_shelf")
@Cacheable
@Cache(usage = CacheConcurrencyStrategy.READ_WRITE, region = Shelf.REGION)
public class Shelf {

  /** The cache region of shelves. */
  public static final String REGION = "l2-shelf";

  @EmbeddedId private ShelfKey key;

  private String label;

  protected Shelf() {}

  public Shelf(ShelfKey key, String label) {
    this.key = key;
    this.label = label;
  }

  public ShelfKey getKey() {
    return key;
  }

  public String getLabel() {
    return label;
  }
}
