/**
 * The plugin's internals, found by Hibernate through {@code META-INF/services}: the JavaType of
 * every id class, its registration, the id generator and the boot-time checks. Not API.
 */
package dev.objectidkey.hibernate.internal;
