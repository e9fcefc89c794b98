/**
 * Spring Data REST support for repositories keyed by typed ids: ids as hex in item URIs, a
 * malformed one a 400 with its parse message, and links of jMolecules associations to the
 * associated aggregate, auto-configured on Spring Boot by {@link
 * dev.objectidkey.spring.data.rest.ObjectIdDataRestAutoConfiguration}.
 */
package dev.objectidkey.spring.data.rest;
