/** A small Quarkus application whose entities, repositories and REST resource use typed ObjectIds. */
package dev.objectidkey.quarkus.shop;
