/** An application with its own JdbcCustomConversions bean, without objectid-key's converters. */
package dev.objectidkey.springdatajdbcsetups.ownconversions;
