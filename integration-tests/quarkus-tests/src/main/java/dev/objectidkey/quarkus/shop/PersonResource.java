package dev.objectidkey.quarkus.shop;

import io.quarkus.hibernate.orm.rest.data.panache.PanacheEntityResource;
import io.quarkus.rest.data.panache.ResourceProperties;

/**
 * REST Data Panache writes GET, POST, PUT and DELETE on {@code /people} for {@link Person}, in JSON
 * and, for {@code Accept: application/hal+json}, in HAL with links that carry the hex ids.
 */
@ResourceProperties(path = "people", hal = true)
public interface PersonResource extends PanacheEntityResource<Person, PersonId> {}
