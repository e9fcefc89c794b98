package dev.objectidkey.hibernate.base.misuse;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.base.NamedEntity;
import jakarta.persistence.Entity;

/** A generic base class used raw: {@code id} has the type variable's bound, AbstractObjectId. */
@ObjectIdKey
@Entity
@SuppressWarnings("rawtypes") // the misuse under test
public class RawPet extends NamedEntity {}
