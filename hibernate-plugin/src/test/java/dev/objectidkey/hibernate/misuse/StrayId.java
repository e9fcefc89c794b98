package dev.objectidkey.hibernate.misuse;

import dev.objectidkey.AbstractObjectId;
import java.io.Serializable;

/** A hand-written id class that no {@code META-INF/objectidkey/id-types} lists. */
public final class StrayId extends AbstractObjectId implements Serializable {

  private static final long serialVersionUID = 1L;

  public StrayId(byte[] bytes) {
    super(bytes);
  }
}
