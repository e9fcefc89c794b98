package dev.objectidkey.hibernate;

import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.assertBinary12;
import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.assertMessage;
import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.boot;
import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.columnType;
import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.describe;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.hibernate.misuse.TextSchemaColumn;
import dev.objectidkey.hibernate.model.AuditEntry;
import dev.objectidkey.hibernate.model.Customer;
import dev.objectidkey.hibernate.model.Order;
import dev.objectidkey.hibernate.model.Shipment;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.Persistence;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.metamodel.mapping.SelectableMapping;
import org.hibernate.metamodel.mapping.internal.ToOneAttributeMapping;
import org.hibernate.metamodel.spi.MappingMetamodelImplementor;
import org.hibernate.persister.entity.EntityPersister;
import org.junit.jupiter.api.Test;

/**
 * The mapping and the schema: every ObjectId attribute, id and foreign key maps to JDBC
 * {@code BINARY} of length 12, the DDL declares the database's binary type, JPA bootstrap maps
 * the ids with no configuration, and schema validation accepts the created schema and rejects a
 * text id column.
 *
 * <p>Part of {@link ObjectIdPersistenceSuite}, which runs it on every database.
 */
interface SchemaSuite extends PersistenceFixture {

  @Test
  default void metamodelMapsEveryObjectIdToJdbcBinaryOfLength12() {
    MappingMetamodelImplementor metamodel =
        sessionFactory().unwrap(SessionFactoryImplementor.class).getMappingMetamodel();
    EntityPersister order = metamodel.getEntityDescriptor(Order.class);
    EntityPersister customer = metamodel.getEntityDescriptor(Customer.class);
    ToOneAttributeMapping toCustomer =
        (ToOneAttributeMapping) order.findAttributeMapping("customer");

    assertBinary12("Order.id", (SelectableMapping) order.getIdentifierMapping());
    assertBinary12("Order.replaces", (SelectableMapping) order.findAttributeMapping("replaces"));
    assertBinary12(
        "Order.customer (foreign key)",
        (SelectableMapping) toCustomer.getForeignKeyDescriptor().getKeyPart());
    assertBinary12(
        "Order.related",
        (SelectableMapping)
            metamodel
                .getCollectionDescriptor(Order.class.getName() + ".related")
                .getAttributeMapping()
                .getElementDescriptor());
    assertBinary12("Customer.id", (SelectableMapping) customer.getIdentifierMapping());
    assertBinary12(
        "Customer.referredBy (@Column without length)",
        (SelectableMapping) customer.findAttributeMapping("referredBy"));
  }

  @Test
  default void schemaDeclaresEveryObjectIdColumnWithTheDatabaseBinaryType() throws SQLException {
    try (Connection connection = testDatabase().connect()) {
      DatabaseMetaData metaData = connection.getMetaData();
      for (String column :
          List.of(
              "hp_order.id",
              "hp_order.customer_id",
              "hp_order.replaces",
              "hp_order_related.related",
              "hp_customer.id",
              "hp_customer.referrer",
              "hp_shipment.id")) {
        String[] parts = column.split("\\.");
        assertEquals(objectIdColumnType(), columnType(metaData, parts[0], parts[1]), column);
      }
    }
  }

  @Test
  default void jakartaPersistenceBootstrapMapsIdsWithNoConfiguration() {
    // JPA bootstrap finds managed classes differently from Configuration (and calls
    // TypeContributors twice): the ids must map the same way. The unit objectidkey-jpa is in
    // src/test/resources/META-INF/persistence.xml, which every Hibernate line reads alike.
    try (EntityManagerFactory factory =
        Persistence.createEntityManagerFactory(
            "objectidkey-jpa",
            Map.of(
                "hibernate.connection.datasource",
                testDatabase().dataSource(),
                "hibernate.hbm2ddl.auto",
                "none"))) {
      EntityManager entityManager = factory.createEntityManager();
      entityManager.getTransaction().begin();
      Order order = new Order("jpa-bootstrap");
      entityManager.persist(order);
      entityManager.getTransaction().commit();
      entityManager.clear();
      assertEquals(order.getId(), entityManager.find(Order.class, order.getId()).getId());
      entityManager.close();
    }
  }

  @Test
  default void schemaValidationAcceptsTheCreatedSchema() {
    // hbm2ddl validate compares every mapped column with the live schema and throws on a mismatch.
    // LegacyImport is left out: another test recreates its table with a legacy column type.
    SessionFactory validated =
        boot(
            testDatabase().dataSource(),
            "validate",
            Order.class,
            Customer.class,
            Shipment.class,
            AuditEntry.class);
    assertTrue(validated.isOpen());
    validated.close();
  }

  @Test
  default void schemaValidationReportsAnExistingTextIdColumnBeforeAnyInsert() throws SQLException {
    // A schema made by Flyway or Liquibase with a text id: hbm2ddl.auto=validate must refuse it.
    try (Connection connection = testDatabase().connect();
        Statement ddl = connection.createStatement()) {
      ddl.execute("create table hp_text_schema (id varchar(24) primary key)");
      try {
        RuntimeException thrown =
            assertThrows(
                RuntimeException.class,
                () ->
                    boot(testDatabase().dataSource(), "validate", TextSchemaColumn.class).close());
        assertMessage(thrown, "hp_text_schema", "id");
        assertTrue(
            describe(thrown).toLowerCase(Locale.ROOT).contains("varchar"), () -> describe(thrown));
      } finally {
        ddl.execute("drop table hp_text_schema");
      }
    }
  }
}
