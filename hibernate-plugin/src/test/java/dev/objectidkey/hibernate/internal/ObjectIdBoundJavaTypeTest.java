package dev.objectidkey.hibernate.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.hibernate.model.OrderId;
import org.hibernate.HibernateException;
import org.junit.jupiter.api.Test;

/** The JavaType of {@code AbstractObjectId} itself writes any id, and refuses to guess on reading. */
class ObjectIdBoundJavaTypeTest {

  private final ObjectIdBoundJavaType type = ObjectIdBoundJavaType.INSTANCE;

  @Test
  void writesAnyIdAsItsTwelveBytesAndPassesIdsThrough() {
    OrderId id = OrderId.generate();
    assertArrayEquals(id.toByteArray(), type.unwrap(id, byte[].class, null));
    assertSame(id, type.wrap(id, null));
  }

  @Test
  void readingBytesFailsNamingTheEntityAttributeToUseInstead() {
    HibernateException thrown =
        assertThrows(HibernateException.class, () -> type.wrap(new byte[12], null));
    assertTrue(
        thrown
                .getMessage()
                .startsWith("[ObjectIdKey] a byte[] cannot be read as an AbstractObjectId")
            && thrown.getMessage().contains("query the attribute of the entity"),
        thrown::getMessage);
  }
}
