package dev.objectidkey.mapstruct.shop;

import dev.objectidkey.ObjectIdKey;

/** A second id type, so the mapper has to tell them apart. */
@ObjectIdKey
public class Customer {}
