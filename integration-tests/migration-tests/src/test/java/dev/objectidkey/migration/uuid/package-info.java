/** The application's entities after migrating the schema keyed by uuid columns. */
package dev.objectidkey.migration.uuid;
