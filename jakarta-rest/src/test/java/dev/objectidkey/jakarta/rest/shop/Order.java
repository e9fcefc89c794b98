package dev.objectidkey.jakarta.rest.shop;

import dev.objectidkey.ObjectIdKey;

/** An entity whose {@link OrderId} objectidkey-processor writes when the tests compile. */
@ObjectIdKey
public class Order {}
