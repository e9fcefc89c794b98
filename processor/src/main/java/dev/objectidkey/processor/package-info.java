/** The annotation processor that turns each {@code @ObjectIdKey} type into a typed ObjectId class. */
package dev.objectidkey.processor;
