/** Mappings that the plugin must refuse when Quarkus boots Hibernate, each with its own test. */
package dev.objectidkey.quarkus.misuse;
