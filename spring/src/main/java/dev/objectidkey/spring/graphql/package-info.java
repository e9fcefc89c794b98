/**
 * Spring for GraphQL support for typed ids carried as the {@code ID} type: {@link
 * dev.objectidkey.spring.graphql.ObjectIdGraphQlExceptionResolver} reports a malformed id in an
 * argument with its parse message, auto-configured on Spring Boot by {@link
 * dev.objectidkey.spring.graphql.ObjectIdGraphQlAutoConfiguration}.
 */
package dev.objectidkey.spring.graphql;
