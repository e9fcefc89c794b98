/**
 * The entities of the Hibernate-features suite: a natural id beside a typed id, a soft-deleted
 * entity, and composite keys ({@code @IdClass}, {@code @EmbeddedId}) that contain a typed id.
 */
package dev.objectidkey.hibernate.features;
