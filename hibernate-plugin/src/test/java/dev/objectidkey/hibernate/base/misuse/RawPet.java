package dev.objectidkey.hibernate.base.misuse;

import dev.objectidkey.hibernate.base.NamedEntity;
import jakarta.persistence.Entity;

/**
 * A generic base class used raw, so that {@code id} has no id class. Without {@code @ObjectIdKey}:
 * objectidkey-processor reports this at compile time on an {@code @ObjectIdKey} entity; Hibernate
 * refuses any other at boot.
 */
@Entity
@SuppressWarnings("rawtypes") // the misuse under test
public class RawPet extends NamedEntity {}
