package dev.objectidkey.mongodb.shop;

import dev.objectidkey.ObjectIdKey;

/** Owns {@link CustomerId}, a second id type, so the codecs have to tell them apart. */
@ObjectIdKey
public interface Customer {}
