package dev.objectidkey.sample.tool;

import dev.objectidkey.ObjectIdKey;

/**
 * Owns {@link ObjectId}, the id type of {@code generate} and {@code inspect}, which handle ObjectIds
 * of no particular entity. Its errors read {@code Invalid ObjectId "…": …}.
 */
@ObjectIdKey(name = "ObjectId")
interface AnyEntity {}
