/** A contract-first Spring Boot application whose generated API takes and returns typed ids. */
package dev.objectidkey.openapi.contract;
