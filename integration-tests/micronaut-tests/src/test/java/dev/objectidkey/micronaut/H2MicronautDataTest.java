package dev.objectidkey.micronaut;

import dev.objectidkey.testing.TestDatabase;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;

/** The repositories on an in-memory H2 database, ids in {@code BINARY(12)} columns. */
@MicronautTest(transactional = false)
class H2MicronautDataTest extends MicronautDataSuite {

  @Override
  TestDatabase database() {
    return TestDatabase.h2("micronaut");
  }

  @Override
  String dialect() {
    return "H2";
  }

  @Override
  String idColumnType() {
    return "binary(12)";
  }
}
