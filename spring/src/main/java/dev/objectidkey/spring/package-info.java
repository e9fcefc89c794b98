/**
 * Spring MVC binding for typed ids: {@link dev.objectidkey.spring.ObjectIdConverters} converts,
 * {@link dev.objectidkey.spring.ObjectIdErrorAdvice} reports a malformed id, and {@link
 * dev.objectidkey.spring.ObjectIdWebMvcConfiguration} registers both, which Spring Boot does by
 * itself through {@link dev.objectidkey.spring.ObjectIdWebMvcAutoConfiguration}.
 */
package dev.objectidkey.spring;
