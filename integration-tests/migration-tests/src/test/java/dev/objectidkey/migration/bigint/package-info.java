/** The application's entities after migrating the schema keyed by bigint identity columns. */
package dev.objectidkey.migration.bigint;
