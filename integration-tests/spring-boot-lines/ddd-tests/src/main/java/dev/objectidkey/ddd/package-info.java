/**
 * A shop written as a domain-driven design team writes one: each aggregate a jMolecules {@code
 * AggregateRoot} with its own typed id, references between aggregates by id ({@code
 * Association}), Spring Data REST for the HTTP API and Spring Modulith for the events between
 * modules.
 */
package dev.objectidkey.ddd;
