package dev.objectidkey.quarkus.shop;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** The suite on PostgreSQL, in its own schema. */
@QuarkusTest
@TestProfile(PostgresProfile.class)
class PostgresShopTest extends ShopSuite {

  @Override
  String expectedColumnType() {
    return "bytea";
  }

  @Override
  boolean columnTypeHasLength() {
    return false;
  }
}
