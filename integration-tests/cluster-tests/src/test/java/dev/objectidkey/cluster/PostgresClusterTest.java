package dev.objectidkey.cluster;

import dev.objectidkey.testing.TestDatabase;
import java.util.List;

/**
 * The two nodes on the PostgreSQL of {@link TestDatabase} (the local server, else an embedded one),
 * in the schema {@code oik_cluster}.
 */
class PostgresClusterTest extends ClusteredCacheSuite {

  @Override
  protected List<String> database() {
    TestDatabase postgres = TestDatabase.postgres().inSchema("oik_cluster");
    return List.of(postgres.url(), postgres.user(), postgres.password());
  }
}
