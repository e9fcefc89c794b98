/** Spring Data JDBC without Spring Boot: one {@code @Import} and the converters. */
package dev.objectidkey.springdatajdbcsetups.plainspring;
