/**
 * The entities of the batch-and-multi-load suite: an author batch-fetched as an entity and through
 * its collection of books.
 */
package dev.objectidkey.hibernate.batch;
