/**
 * A small Spring for GraphQL application whose schema carries typed ids as {@code ID}: orders of
 * customers, queried by id, by creation time and by a list of ids, and created by a mutation.
 */
package dev.objectidkey.graphql;
