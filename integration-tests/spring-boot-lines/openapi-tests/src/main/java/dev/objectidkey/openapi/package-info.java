/** A small Spring Boot application whose OpenAPI document springdoc writes from typed ids. */
package dev.objectidkey.openapi;
