/**
 * Hibernate ORM 7 support for typed ObjectIds: every {@code @ObjectIdKey} id class is mapped to
 * {@code BINARY(12)} ({@code bytea} on PostgreSQL) with no configuration, and
 * {@link dev.objectidkey.hibernate.GeneratedObjectId @GeneratedObjectId} generates ids.
 */
package dev.objectidkey.hibernate;
