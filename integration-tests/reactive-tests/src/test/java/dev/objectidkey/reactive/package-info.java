/** Typed ids through Hibernate Reactive's Mutiny and Stage APIs, on PostgreSQL. */
package dev.objectidkey.reactive;
