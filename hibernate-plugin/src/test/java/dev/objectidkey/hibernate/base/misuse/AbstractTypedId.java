package dev.objectidkey.hibernate.base.misuse;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** An id declared with the base class of all id classes, which no column can read back. */
@ObjectIdKey
@Entity
public class AbstractTypedId {

  @Id @GeneratedObjectId private AbstractObjectId id;
}
