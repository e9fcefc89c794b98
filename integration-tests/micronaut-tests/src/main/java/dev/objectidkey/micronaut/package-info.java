/**
 * A small Micronaut Data JDBC application: customers and their orders, keyed by typed ids that the
 * processor maps for Micronaut Data.
 */
package dev.objectidkey.micronaut;
