package dev.objectidkey.springtests.shop;

/** The shop on the in-memory H2 database of application.properties. */
class H2ShopTest extends ShopApplicationSuite {}
