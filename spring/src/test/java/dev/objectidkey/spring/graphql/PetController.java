package dev.objectidkey.spring.graphql;

import dev.objectidkey.spring.ObjectIdConverters;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.format.support.DefaultFormattingConversionService;
import org.springframework.graphql.data.method.annotation.Argument;
import org.springframework.graphql.data.method.annotation.MutationMapping;
import org.springframework.graphql.data.method.annotation.QueryMapping;
import org.springframework.stereotype.Controller;

/** The test schema's fields, with ids as arguments in every shape the binder supports. */
@Controller
public class PetController {

  private final Map<PetId, Pet> pets = new ConcurrentHashMap<>();

  /**
   * Stores a pet.
   *
   * @param pet the pet
   */
  void add(Pet pet) {
    pets.put(pet.id(), pet);
  }

  /**
   * {@code pet(id: ID!): Pet}.
   *
   * @param id the id
   * @return the pet or null
   */
  @QueryMapping
  public Pet pet(@Argument PetId id) {
    return pets.get(id);
  }

  /**
   * {@code petOrNone(id: ID): Pet}, through an {@code Optional}.
   *
   * @param id the id, absent or null
   * @return the pet or null
   */
  @QueryMapping
  public Pet petOrNone(@Argument Optional<PetId> id) {
    return id.map(pets::get).orElse(null);
  }

  /**
   * {@code pets(ids: [ID!]!): [Pet]!}.
   *
   * @param ids the ids
   * @return the pets, null where unknown
   */
  @QueryMapping
  public List<Pet> pets(@Argument List<PetId> ids) {
    return ids.stream().map(pets::get).toList();
  }

  /**
   * {@code petsOlderThan(years: String!): [Pet!]!}: a binding error that is not about ids.
   *
   * @param years a number, bound from a string
   * @return no pets
   */
  @QueryMapping
  public List<Pet> petsOlderThan(@Argument Integer years) {
    return List.of();
  }

  /**
   * {@code petByHand(id: ID!): Pet}: a fetcher that converts the id itself, as code outside
   * {@code @Argument} binding does with a conversion service that has {@link
   * ObjectIdConverters}.
   *
   * @param id the id, as text
   * @return the pet or null
   */
  @QueryMapping
  public Pet petByHand(@Argument String id) {
    DefaultFormattingConversionService conversions = new DefaultFormattingConversionService();
    ObjectIdConverters.register(conversions);
    return pets.get(conversions.convert(id, PetId.class));
  }

  /**
   * {@code addPet(pet: NewPet!): Pet!}.
   *
   * @param pet the new pet, with ids inside
   * @return the saved pet
   */
  @MutationMapping
  public Pet addPet(@Argument NewPet pet) {
    Pet saved = new Pet(PetId.generate(), pet.name(), pet.friends());
    add(saved);
    return saved;
  }
}
