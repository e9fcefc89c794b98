package dev.objectidkey.spring.graphql;

import dev.objectidkey.ObjectIdKey;

/**
 * A pet of the test schema, whose id class {@code PetId} the processor generates.
 *
 * @param id the pet's id
 * @param name the pet's name
 * @param friends the ids of other pets, another {@code [ID!]!} in results
 */
@ObjectIdKey
public record Pet(PetId id, String name, java.util.List<PetId> friends) {}
