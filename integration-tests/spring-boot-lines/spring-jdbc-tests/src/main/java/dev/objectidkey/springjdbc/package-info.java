/** A Spring Boot application that stores typed ids through Spring JDBC and Spring Data JPA. */
package dev.objectidkey.springjdbc;
