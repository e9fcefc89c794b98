/** A small Spring Boot application whose entities, repositories and endpoints use typed ObjectIds. */
package dev.objectidkey.springtests.shop;
