package dev.objectidkey.hibernate.base;

import dev.objectidkey.ObjectIdKey;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

/** An entity below {@link UnboundedEntity}, with a type argument. */
@ObjectIdKey
@Entity
@Table(name = "hb_kennel")
public class Kennel extends UnboundedEntity<KennelId> {}
