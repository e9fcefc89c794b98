package dev.objectidkey.ddd;

import dev.objectidkey.testing.TestDatabase;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The shop over HTTP on the PostgreSQL at 127.0.0.1:5432, or an embedded one, in the schema that
 * the build names for this module (see {@link TestDatabase}).
 */
class PostgresShopOverHttpTest extends ShopOverHttpSuite {

  @DynamicPropertySource
  static void postgres(DynamicPropertyRegistry properties) {
    TestDatabase database = TestDatabase.postgres();
    properties.add("spring.datasource.url", database::url);
    properties.add("spring.datasource.username", database::user);
    properties.add("spring.datasource.password", database::password);
  }
}
