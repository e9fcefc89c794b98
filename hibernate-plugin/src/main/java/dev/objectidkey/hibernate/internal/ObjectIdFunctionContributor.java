package dev.objectidkey.hibernate.internal;

import java.time.Instant;
import org.hibernate.boot.model.FunctionContributions;
import org.hibernate.boot.model.FunctionContributor;
import org.hibernate.dialect.Dialect;
import org.hibernate.query.sqm.function.SqmFunctionRegistry;
import org.hibernate.type.spi.TypeConfiguration;

/**
 * Registers the HQL/JPQL functions {@code objectid_timestamp(id)} (the id's creation time, an
 * {@link Instant}, as {@code getTimestamp()}) and {@code objectid_hex(id)} (its 24 lower-case hex
 * characters, as {@code toHexString()}), rendered in each database's SQL by {@link ObjectIdSql}.
 * ({@code max} and {@code min} of ids on PostgreSQL are {@link PostgresMinMaxIntegrator}'s: the dialect
 * registers its own after every contributor, so they are wrapped once the factory exists.)
 *
 * <p>Hibernate finds this class through
 * {@code META-INF/services/org.hibernate.boot.model.FunctionContributor}, on every supported line
 * alike. The functions are pattern descriptors built with {@code patternDescriptorBuilder}, whose
 * API the three lines share, so no rendering code of ours depends on a line.
 */
public final class ObjectIdFunctionContributor implements FunctionContributor {

  /** The function that reads the creation time. */
  static final String TIMESTAMP = "objectid_timestamp";

  /** The function that gives the hex form. */
  static final String HEX = "objectid_hex";

  /** Called by {@link java.util.ServiceLoader}. */
  public ObjectIdFunctionContributor() {}

  @Override
  public void contributeFunctions(FunctionContributions contributions) {
    Dialect dialect = contributions.getDialect();
    ObjectIdSql sql = ObjectIdSql.of(dialect);
    SqmFunctionRegistry registry = contributions.getFunctionRegistry();
    TypeConfiguration types = contributions.getTypeConfiguration();
    String dialectName = dialect.getClass().getName();
    // Without SQL for the database, the functions still exist, so that a use fails with our
    // message (ObjectIdArgument) rather than as an unknown function.
    registry
        .patternDescriptorBuilder(TIMESTAMP, sql == null ? "null" : sql.timestampPattern())
        .setArgumentsValidator(new ObjectIdArgument(TIMESTAMP, sql, dialectName))
        .setInvariantType(types.getBasicTypeForJavaType(Instant.class))
        .setArgumentListSignature("(OBJECTID id)")
        .register();
    registry
        .patternDescriptorBuilder(HEX, sql == null ? "null" : sql.hexPattern())
        .setArgumentsValidator(new ObjectIdArgument(HEX, sql, dialectName))
        .setInvariantType(types.getBasicTypeForJavaType(String.class))
        .setArgumentListSignature("(OBJECTID id)")
        .register();
  }
}
