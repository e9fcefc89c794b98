/**
 * A small pet clinic written as a typical existing Spring Boot application: a generic base entity,
 * Spring Data repositories, Thymeleaf forms with a hidden id, and seed data in SQL.
 */
package dev.objectidkey.springtests.clinic;
