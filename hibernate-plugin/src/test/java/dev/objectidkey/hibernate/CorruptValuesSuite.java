package dev.objectidkey.hibernate;

import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.assertMessage;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.hibernate.model.LegacyImport;
import dev.objectidkey.hibernate.model.OrderId;
import dev.objectidkey.hibernate.model.ShipmentId;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Values of the wrong length that reach the database behind Hibernate's back: the database pads
 * or rejects them, and reading one fails naming the id type and the length.
 *
 * <p>Part of {@link ObjectIdPersistenceSuite}, which runs it on every database.
 */
interface CorruptValuesSuite extends PersistenceFixture {

  @Test
  default void readingAStoredValueOfElevenOrThirteenBytesFailsNamingTheTypeAndTheLength()
      throws SQLException {
    byte[] valid = OrderId.generate().toByteArray();
    try (Connection connection = testDatabase().connect();
        Statement ddl = connection.createStatement()) {
      ddl.execute("drop table hp_legacy_import");
      ddl.execute(
          "create table hp_legacy_import (id bigint primary key, ref "
              + variableBinaryType()
              + ")");
      insert(
          connection,
          "insert into hp_legacy_import (id, ref) values (?, ?)",
          1L,
          Arrays.copyOf(valid, 11));
      insert(
          connection,
          "insert into hp_legacy_import (id, ref) values (?, ?)",
          2L,
          Arrays.copyOf(valid, 13));
      insert(connection, "insert into hp_legacy_import (id, ref) values (?, ?)", 3L, valid);
      commitIfNeeded(connection);
    }
    sessionFactory()
        .inSession(
            session -> {
              assertMessage(
                  assertThrows(RuntimeException.class, () -> session.find(LegacyImport.class, 1L)),
                  "read as OrderId holds 11 bytes");
              session.clear();
              assertMessage(
                  assertThrows(RuntimeException.class, () -> session.find(LegacyImport.class, 2L)),
                  "read as OrderId holds 13 bytes");
              session.clear();
              assertArrayEquals(valid, session.find(LegacyImport.class, 3L).getRef().toByteArray());
            });
  }

  @Test
  default void elevenBytesWrittenToTheIdColumnArePaddedByBinary12OrRejectedWhenReadFromBytea()
      throws SQLException {
    byte[] eleven = Arrays.copyOf(ShipmentId.generate().toByteArray(), 11);
    try (Connection connection = testDatabase().connect()) {
      insert(connection, "insert into hp_shipment (id, label) values (?, ?)", eleven, "eleven");
      commitIfNeeded(connection);
      try (PreparedStatement select =
              connection.prepareStatement("select id from hp_shipment where label = 'eleven'");
          ResultSet stored = select.executeQuery()) {
        assertTrue(stored.next());
        byte[] expected = fixedLengthIdColumn() ? Arrays.copyOf(eleven, 12) : eleven;
        assertArrayEquals(expected, stored.getBytes(1), "what the database stored");
      }
    }
    try {
      sessionFactory()
          .inSession(
              session -> {
                if (fixedLengthIdColumn()) {
                  // BINARY(12) padded the value with a zero byte: it is now 12 bytes, which no
                  // reader
                  // can
                  // tell from an id; the database did it at write time.
                  assertEquals(
                      12,
                      session
                          .createSelectionQuery(
                              "select s.id from Shipment s where s.label = 'eleven'",
                              ShipmentId.class)
                          .getSingleResult()
                          .toByteArray()
                          .length);
                } else {
                  assertMessage(
                      assertThrows(
                          RuntimeException.class,
                          () ->
                              session
                                  .createSelectionQuery(
                                      "select s.id from Shipment s where s.label = 'eleven'",
                                      ShipmentId.class)
                                  .getSingleResult()),
                      "read as ShipmentId holds 11 bytes");
                }
              });
    } finally {
      sessionFactory()
          .inTransaction(
              session ->
                  session
                      .createMutationQuery("delete from Shipment s where s.label = 'eleven'")
                      .executeUpdate());
    }
  }

  @Test
  default void thirteenBytesWrittenToABinary12IdColumnAreRejectedByTheDatabase()
      throws SQLException {
    byte[] thirteen = Arrays.copyOf(ShipmentId.generate().toByteArray(), 13);
    thirteen[12] = 1;
    try (Connection connection = testDatabase().connect()) {
      if (fixedLengthIdColumn()) {
        assertThrows(
            SQLException.class,
            () ->
                insert(
                    connection,
                    "insert into hp_shipment (id, label) values (?, ?)",
                    thirteen,
                    "thirteen"));
      } else {
        insert(
            connection, "insert into hp_shipment (id, label) values (?, ?)", thirteen, "thirteen");
        commitIfNeeded(connection);
        try {
          sessionFactory()
              .inSession(
                  session ->
                      assertMessage(
                          assertThrows(
                              RuntimeException.class,
                              () ->
                                  session
                                      .createSelectionQuery(
                                          "select s.id from Shipment s"
                                              + " where s.label = 'thirteen'",
                                          ShipmentId.class)
                                      .getSingleResult()),
                          "read as ShipmentId holds 13 bytes"));
        } finally {
          try (Statement delete = connection.createStatement()) {
            delete.execute("delete from hp_shipment where label = 'thirteen'");
            commitIfNeeded(connection);
          }
        }
      }
    }
  }

  private static void insert(Connection connection, String sql, Object... values)
      throws SQLException {
    try (PreparedStatement insert = connection.prepareStatement(sql)) {
      for (int i = 0; i < values.length; i++) {
        insert.setObject(i + 1, values[i]);
      }
      insert.executeUpdate();
    }
  }

  private static void commitIfNeeded(Connection connection) throws SQLException {
    if (!connection.getAutoCommit()) {
      connection.commit();
    }
  }
}
