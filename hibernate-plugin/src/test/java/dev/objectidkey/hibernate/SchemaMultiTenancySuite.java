package dev.objectidkey.hibernate;

import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.boot;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.objectidkey.hibernate.tenancy.Account;
import dev.objectidkey.hibernate.tenancy.AccountId;
import dev.objectidkey.testing.TestDatabase;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;
import org.hibernate.context.spi.CurrentTenantIdentifierResolver;
import org.hibernate.engine.jdbc.connections.spi.MultiTenantConnectionProvider;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Schema-based multi-tenancy with typed ids: two tenants, each a schema of its own (a database on
 * MariaDB), one SessionFactory over both through a {@link MultiTenantConnectionProvider} and a
 * {@link CurrentTenantIdentifierResolver}. Each tenant's rows are persisted, found and queried by
 * typed id in its own schema only. The tenants' tables are created and dropped by one plain
 * SessionFactory per schema; the schemas, named after the line's own, are created when absent and
 * never dropped. Its tables start with {@code mt_}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class SchemaMultiTenancySuite {

  private static final String PREFIX =
      System.getProperty("objectidkey.test.schema", "oik_hibernate");

  private final Map<String, DataSource> tenants = new LinkedHashMap<>();
  private final Map<String, SessionFactory> perTenant = new LinkedHashMap<>();
  private volatile String currentTenant;
  private SessionFactory sessionFactory;

  /**
   * The database whose schemas hold the tenants; may skip the tests.
   *
   * @return the database
   */
  protected abstract TestDatabase database();

  @BeforeAll
  void bootTheTenants() {
    TestDatabase database = database();
    for (String tenant : List.of("a", "b")) {
      TestDatabase schema = database.inSchema(PREFIX + "_tenant_" + tenant);
      System.out.println(getClass().getSimpleName() + ": tenant " + tenant + " on " + schema);
      tenants.put(tenant, schema.dataSource());
      perTenant.put(tenant, boot(schema.dataSource(), "create-drop", Account.class));
    }
    Configuration configuration = new Configuration();
    configuration.getProperties().put("hibernate.multi_tenant_connection_provider", new Schemas());
    configuration.getProperties().put("hibernate.tenant_identifier_resolver", new CurrentTenant());
    configuration.setProperty("hibernate.hbm2ddl.auto", "none");
    configuration.addAnnotatedClass(Account.class);
    sessionFactory = configuration.buildSessionFactory();
  }

  @AfterAll
  void closeAndDropTheTenantsTables() {
    if (sessionFactory != null) {
      sessionFactory.close();
    }
    perTenant.values().forEach(SessionFactory::close);
  }

  @Test
  void eachTenantPersistsFindsAndQueriesItsOwnRowsByTypedId() {
    Account alpha = inTenant("a", new Account("alpha"));
    Account beta = inTenant("b", new Account("beta"));

    currentTenant = "a";
    sessionFactory.inSession(
        session -> {
          assertEquals("alpha", session.find(Account.class, alpha.getId()).getName());
          assertNull(session.find(Account.class, beta.getId()));
          assertEquals(List.of(alpha.getId()), idsIn(session, alpha.getId(), beta.getId()));
        });
    currentTenant = "b";
    sessionFactory.inSession(
        session -> {
          assertEquals("beta", session.find(Account.class, beta.getId()).getName());
          assertNull(session.find(Account.class, alpha.getId()));
          assertEquals(List.of(beta.getId()), idsIn(session, alpha.getId(), beta.getId()));
        });

    // Each row is in its tenant's schema, read there without multi-tenancy.
    perTenant
        .get("a")
        .inSession(
            session -> {
              assertEquals("alpha", session.find(Account.class, alpha.getId()).getName());
              assertNull(session.find(Account.class, beta.getId()));
            });
    perTenant.get("b").inSession(session -> assertNull(session.find(Account.class, alpha.getId())));
  }

  @Test
  void aTypedIdUpdatedInOneTenantLeavesTheOtherTenantsRowsAlone() {
    Account shared = inTenant("a", new Account("before"));
    currentTenant = "a";
    sessionFactory.inTransaction(
        session ->
            assertEquals(
                1,
                session
                    .createMutationQuery("update Account a set a.name = 'after' where a.id = :id")
                    .setParameter("id", shared.getId())
                    .executeUpdate()));
    currentTenant = "b";
    sessionFactory.inTransaction(
        session ->
            assertEquals(
                0,
                session
                    .createMutationQuery("update Account a set a.name = 'other' where a.id = :id")
                    .setParameter("id", shared.getId())
                    .executeUpdate()));
    perTenant
        .get("a")
        .inSession(
            session ->
                assertEquals("after", session.find(Account.class, shared.getId()).getName()));
  }

  private Account inTenant(String tenant, Account account) {
    currentTenant = tenant;
    sessionFactory.inTransaction(session -> session.persist(account));
    return account;
  }

  private static List<AccountId> idsIn(org.hibernate.Session session, AccountId... ids) {
    return session
        .createSelectionQuery("select a.id from Account a where a.id in :ids", AccountId.class)
        .setParameterList("ids", List.of(ids))
        .getResultList();
  }

  /** The tenant that the next session is opened for. */
  private final class CurrentTenant implements CurrentTenantIdentifierResolver<String> {

    @Override
    public String resolveCurrentTenantIdentifier() {
      return currentTenant == null ? "a" : currentTenant;
    }

    @Override
    public boolean validateExistingCurrentSessions() {
      return false;
    }
  }

  /** Connections to the tenant's schema, through a data source per schema. */
  private final class Schemas implements MultiTenantConnectionProvider<String> {

    private static final long serialVersionUID = 1L;

    @Override
    public Connection getAnyConnection() throws SQLException {
      return tenants.get("a").getConnection();
    }

    @Override
    public void releaseAnyConnection(Connection connection) throws SQLException {
      connection.close();
    }

    @Override
    public Connection getConnection(String tenant) throws SQLException {
      DataSource dataSource = tenants.get(tenant);
      if (dataSource == null) {
        throw new SQLException("no tenant '" + tenant + "': expected one of " + tenants.keySet());
      }
      return dataSource.getConnection();
    }

    @Override
    public void releaseConnection(String tenant, Connection connection) throws SQLException {
      connection.close();
    }

    @Override
    public boolean supportsAggressiveRelease() {
      return false;
    }

    @Override
    public boolean isUnwrappableAs(Class<?> type) {
      return false;
    }

    @Override
    public <T> T unwrap(Class<T> type) {
      throw new UnsupportedOperationException("cannot unwrap as " + type);
    }
  }
}
