/**
 * The entities of the second-level cache suite: a cached product with a typed id and a cached
 * collection of reviews, and a cached article with a {@code Long} id to compare the cache keys
 * with. Their tables start with {@code l2_}.
 */
package dev.objectidkey.hibernate.cache;
