/**
 * The plugin's internals, found by Hibernate through {@code META-INF/services}: the JavaType of
 * every id class, its registration, the id generator, the boot-time checks and the query
 * functions. Not API.
 */
package dev.objectidkey.hibernate.internal;
