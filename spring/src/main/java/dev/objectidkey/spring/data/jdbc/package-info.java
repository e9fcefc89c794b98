/**
 * Spring Data JDBC for typed ids: {@link dev.objectidkey.spring.data.jdbc.ObjectIdJdbcConverters}
 * stores every id as its 12 bytes, {@link
 * dev.objectidkey.spring.data.jdbc.ObjectIdGeneratingCallback} gives a new aggregate its id before
 * insert, {@code ObjectIdUpdateCheck} makes a {@code save} that stored nothing throw, and {@link
 * dev.objectidkey.spring.data.jdbc.ObjectIdDataJdbcConfiguration} registers both and checks the
 * setup at boot, which Spring Boot does by itself through {@link
 * dev.objectidkey.spring.data.jdbc.ObjectIdDataJdbcAutoConfiguration}.
 */
package dev.objectidkey.spring.data.jdbc;
