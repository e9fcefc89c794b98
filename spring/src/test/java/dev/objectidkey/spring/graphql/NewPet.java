package dev.objectidkey.spring.graphql;

import java.util.List;

/**
 * The test schema's input object: an id inside it, and ids in a list inside it.
 *
 * @param name the pet's name
 * @param owner the owner's id
 * @param friends the ids of other pets
 */
public record NewPet(String name, OwnerId owner, List<PetId> friends) {}
