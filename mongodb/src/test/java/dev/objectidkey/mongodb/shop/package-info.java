/** A user's documents: a POJO keyed by a typed id, and the owners of the id classes. */
package dev.objectidkey.mongodb.shop;
