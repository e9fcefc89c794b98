package dev.objectidkey.spring;

import dev.objectidkey.ObjectIdKey;

/** A form object whose id property comes from its generic base class. */
@ObjectIdKey
public class Owner extends Named<OwnerId> {}
