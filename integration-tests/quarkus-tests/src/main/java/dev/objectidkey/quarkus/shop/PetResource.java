package dev.objectidkey.quarkus.shop;

import io.quarkus.hibernate.orm.rest.data.panache.PanacheEntityResource;
import io.quarkus.rest.data.panache.ResourceProperties;

/** REST Data Panache's resource on {@code /pets}, whose entity has a typed foreign key. */
@ResourceProperties(path = "pets")
public interface PetResource extends PanacheEntityResource<Pet, PetId> {}
