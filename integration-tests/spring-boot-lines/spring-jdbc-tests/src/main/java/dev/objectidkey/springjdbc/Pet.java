package dev.objectidkey.springjdbc;

import dev.objectidkey.ObjectIdKey;

/**
 * A pet, a record stored with Spring JDBC alone, with a typed foreign key to its owner:
 * {@code DataClassRowMapper} and {@code JdbcClient.query(Pet.class)} read it, and
 * {@code JdbcClient.paramSource} writes it.
 *
 * @param id the id
 * @param ownerId the owner's id, a foreign key
 * @param name the name
 */
@ObjectIdKey
public record Pet(PetId id, OwnerId ownerId, String name) {}
