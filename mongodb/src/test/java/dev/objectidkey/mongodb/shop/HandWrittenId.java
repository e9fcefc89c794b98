package dev.objectidkey.mongodb.shop;

import dev.objectidkey.AbstractObjectId;

/** An id class that objectidkey-processor did not write: it has none of the static factories. */
public final class HandWrittenId extends AbstractObjectId {

  public HandWrittenId(byte[] bytes) {
    super(bytes);
  }
}
