package dev.objectidkey.ddd;

/** The shop over HTTP on the in-memory H2 database of application.properties. */
class H2ShopOverHttpTest extends ShopOverHttpSuite {}
