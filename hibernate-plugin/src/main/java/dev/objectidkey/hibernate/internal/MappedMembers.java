package dev.objectidkey.hibernate.internal;

import java.lang.annotation.Annotation;
import java.util.List;
import java.util.function.Function;
import org.hibernate.boot.spi.BootstrapContext;
import org.hibernate.mapping.PersistentClass;

/**
 * The members of an entity class and their mapping annotations, as Hibernate itself read them:
 * what {@code orm.xml} says is merged in, as Hibernate merges it, so a {@code <generated-value>}
 * in XML is seen as a {@code @GeneratedValue} on the attribute.
 *
 * <p>The boot model ({@link PersistentClass}) keeps none of these annotations: an id generator is
 * an opaque creator there, a {@code @GeneratedObjectId} on an attribute that is not the id leaves
 * no trace at all, and Hibernate 6.6 drops a {@code @Convert} on an {@code @Id} without a word.
 * So the validator reads Hibernate's own annotation model, which is where the lines differ most:
 * each keeps it in a library that the other does not ship. One implementation per line, each
 * named for its line, and {@link HibernateVersion#mappedMembers()} creates the running line's
 * once, so the other is never loaded:
 *
 * <ul>
 *   <li>{@link Hibernate7MappedMembers}: hibernate-models, which Hibernate 6.6 does not ship;
 *   <li>{@link Hibernate66MappedMembers}: hibernate-commons-annotations, which Hibernate 7 does
 *       not ship.
 * </ul>
 *
 * Attribute names are Hibernate's too ({@code getURL()} is {@code URL}), not a rule of ours. So
 * are types: a member declared with a type variable in a generic base class ({@code ID id} in
 * {@code BaseEntity<ID>}) has the type that the entity gives the variable ({@code Pet extends
 * BaseEntity<PetId>}: {@code PetId}), as Hibernate resolves it for the entity's own copy of the
 * attribute; only without a type argument is it the variable's bound.
 */
sealed interface MappedMembers permits Hibernate66MappedMembers, Hibernate7MappedMembers {

  /** One field or getter, with its annotations as Hibernate sees them. */
  record Member(String attribute, Class<?> type, Function<Class<? extends Annotation>, ?> lookup) {

    /** The annotation of {@code annotationType} on this member, or null. */
    <A extends Annotation> A annotation(Class<A> annotationType) {
      return annotationType.cast(lookup.apply(annotationType));
    }

    boolean has(Class<? extends Annotation> annotationType) {
      return lookup.apply(annotationType) != null;
    }
  }

  /** The fields and getters of {@code entity}'s class and its superclasses. */
  List<Member> of(PersistentClass entity, BootstrapContext bootstrap);
}
