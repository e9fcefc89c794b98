/** Seed data with ObjectId literals in SQL scripts that Spring Boot runs, and integer ids renumbered. */
package dev.objectidkey.springtests.shop.seed;
