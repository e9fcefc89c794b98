package dev.objectidkey.sample.mongo;

import dev.objectidkey.sample.domain.CustomerId;

/**
 * One document of a customers file: {@code {"_id": {"$oid": "…"}, "name": "Ada Lovelace"}}.
 *
 * @param id the MongoDB {@code _id}, kept as the customer's id
 * @param name the customer's name, checked as {@code add-customer} checks it
 */
public record CustomerDocument(CustomerId id, String name) {}
