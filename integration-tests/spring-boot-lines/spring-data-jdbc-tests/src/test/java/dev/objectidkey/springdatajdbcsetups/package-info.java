/**
 * Setups beside the shop application, each a small application in a package of its own: the ones
 * that must stop the boot with objectid-key's message, and Spring Data JDBC without Boot.
 */
package dev.objectidkey.springdatajdbcsetups;
