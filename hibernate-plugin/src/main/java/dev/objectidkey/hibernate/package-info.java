/**
 * Hibernate ORM support for typed ObjectIds, one jar for every supported line (an older line fails
 * the boot with the supported range): every {@code @ObjectIdKey} id class is mapped to {@code
 * BINARY(12)} ({@code bytea} on PostgreSQL) with no configuration, and {@link
 * dev.objectidkey.hibernate.GeneratedObjectId @GeneratedObjectId} generates ids.
 */
package dev.objectidkey.hibernate;
