package dev.objectidkey.quarkus.shop;

import io.quarkus.test.junit.QuarkusTest;

/** The suite on the in-memory H2 database of {@code application.properties}. */
@QuarkusTest
class H2ShopTest extends ShopSuite {

  @Override
  String expectedColumnType() {
    return "BINARY";
  }

  @Override
  boolean columnTypeHasLength() {
    return true;
  }
}
