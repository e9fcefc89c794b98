package dev.objectidkey.graphql;

/** The GraphQL API on the in-memory H2 database of application.properties. */
class H2GraphQlApiTest extends GraphQlApiSuite {}
