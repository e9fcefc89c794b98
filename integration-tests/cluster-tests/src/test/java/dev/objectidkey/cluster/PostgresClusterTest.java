package dev.objectidkey.cluster;

import dev.objectidkey.testing.TestDatabase;
import java.util.List;

/**
 * The two nodes on the PostgreSQL of {@link TestDatabase} (the local server, else an embedded one),
 * in the schema that {@code objectidkey.test.schema} names: each Hibernate line's module sets its
 * own ({@code oik_cluster} on 7.4), since node A recreates the tables.
 */
class PostgresClusterTest extends ClusteredCacheSuite {

  @Override
  protected List<String> database() {
    TestDatabase postgres = TestDatabase.postgres();
    return List.of(postgres.url(), postgres.user(), postgres.password());
  }
}
