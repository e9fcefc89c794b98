package dev.objectidkey.hibernate.base.misuse;

import dev.objectidkey.hibernate.base.SerializableEntity;
import jakarta.persistence.Entity;

/** A generic base class with {@code @GeneratedObjectId}, given a type argument that is no id class. */
@Entity
public class LongTicket extends SerializableEntity<Long> {}
