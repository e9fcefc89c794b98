package dev.objectidkey.micronaut;

import io.micronaut.context.annotation.Requires;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;

/** The repositories with Postgres's SQL, the beans when {@code datasources.default.dialect=POSTGRES}. */
final class PostgresRepositories {

  private PostgresRepositories() {}

  /** {@link OrderRepository} for Postgres. */
  @JdbcRepository(dialect = Dialect.POSTGRES)
  @Requires(property = "datasources.default.dialect", value = "POSTGRES")
  interface Orders extends OrderRepository {}

  /** {@link CustomerRepository} for Postgres. */
  @JdbcRepository(dialect = Dialect.POSTGRES)
  @Requires(property = "datasources.default.dialect", value = "POSTGRES")
  interface Customers extends CustomerRepository {}
}
