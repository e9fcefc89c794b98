package dev.objectidkey.jooqtests;

import static dev.objectidkey.jooqtests.db.Tables.CUSTOMERS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.objectidkey.testing.TestDatabase;
import org.junit.jupiter.api.Test;

class PostgresJooqShopTest extends JooqShopSuite {
  @Override
  TestDatabase database() {
    return TestDatabase.postgres().inSchema(SCHEMA);
  }

  /** Only bytea takes a value of another length: H2's and MariaDB's binary(12) pad it. */
  @Test
  void aStoredValueThatIsNotTwelveBytesFailsOnReadNamingTheIdClass() {
    db().execute("insert into customers (id, name) values (?, ?)", new byte[11], "Short");

    RuntimeException e = assertThrows(RuntimeException.class, () -> db().fetch(CUSTOMERS));

    Throwable cause = e;
    while (!(cause instanceof IllegalArgumentException) && cause.getCause() != null) {
      cause = cause.getCause();
    }
    assertEquals(
        "Invalid CustomerId bytes: expected exactly 12 bytes, got 11",
        cause.getMessage(),
        e::toString);
  }
}
