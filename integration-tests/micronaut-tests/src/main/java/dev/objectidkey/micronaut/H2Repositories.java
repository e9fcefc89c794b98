package dev.objectidkey.micronaut;

import io.micronaut.context.annotation.Requires;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;

/** The repositories with H2's SQL, the beans when {@code datasources.default.dialect=H2}. */
final class H2Repositories {

  private H2Repositories() {}

  /** {@link OrderRepository} for H2. */
  @JdbcRepository(dialect = Dialect.H2)
  @Requires(property = "datasources.default.dialect", value = "H2")
  interface Orders extends OrderRepository {}

  /** {@link CustomerRepository} for H2. */
  @JdbcRepository(dialect = Dialect.H2)
  @Requires(property = "datasources.default.dialect", value = "H2")
  interface Customers extends CustomerRepository {}
}
