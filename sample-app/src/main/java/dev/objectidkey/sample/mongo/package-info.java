/**
 * Moving a shop out of MongoDB and back, an adapter around the shop's entities: files as {@code
 * mongoexport} writes them, read and written with the bson library's Extended JSON reader and
 * writer, every {@code _id} kept as the typed id.
 */
package dev.objectidkey.sample.mongo;
