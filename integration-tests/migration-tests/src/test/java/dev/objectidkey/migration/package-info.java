/** The migration of docs/migrating.md, run by Flyway and Liquibase and checked on each database. */
package dev.objectidkey.migration;
