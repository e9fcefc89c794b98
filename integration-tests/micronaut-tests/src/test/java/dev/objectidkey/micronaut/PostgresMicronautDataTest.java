package dev.objectidkey.micronaut;

import dev.objectidkey.testing.TestDatabase;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;

/**
 * The repositories on the PostgreSQL at 127.0.0.1:5432, or an embedded one, in this module's own
 * schema (see {@link TestDatabase}), ids in {@code bytea} columns.
 */
@MicronautTest(transactional = false)
class PostgresMicronautDataTest extends MicronautDataSuite {

  @Override
  TestDatabase database() {
    return TestDatabase.postgres();
  }

  @Override
  String dialect() {
    return "POSTGRES";
  }

  @Override
  String idColumnType() {
    return "bytea";
  }
}
