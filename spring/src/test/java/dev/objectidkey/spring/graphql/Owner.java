package dev.objectidkey.spring.graphql;

import dev.objectidkey.ObjectIdKey;

/** An owner, so that the test schema has a second id class, {@code OwnerId}. */
@ObjectIdKey
public class Owner {}
