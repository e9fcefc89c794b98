package dev.objectidkey.hibernate.internal;

import java.lang.annotation.Annotation;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.hibernate.annotations.common.reflection.ReflectionManager;
import org.hibernate.annotations.common.reflection.XClass;
import org.hibernate.annotations.common.reflection.XProperty;
import org.hibernate.boot.spi.BootstrapContext;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.models.spi.ClassDetails;
import org.hibernate.models.spi.FieldDetails;
import org.hibernate.models.spi.MethodDetails;

/**
 * The members of an entity class and their mapping annotations, as Hibernate itself read them:
 * what {@code orm.xml} says is merged in, as Hibernate merges it, so a {@code <generated-value>}
 * in XML is seen as a {@code @GeneratedValue} on the attribute.
 *
 * <p>The boot model ({@link PersistentClass}) keeps none of these annotations: an id generator is
 * an opaque creator there, a {@code @GeneratedObjectId} on an attribute that is not the id leaves
 * no trace at all, and Hibernate 6.6 drops a {@code @Convert} on an {@code @Id} without a word.
 * So the validator reads Hibernate's own annotation model, which differs by line:
 *
 * <ul>
 *   <li>Hibernate 7 keeps it in hibernate-models ({@link BootstrapContext#getModelsContext()}),
 *       where XML mappings are applied to the {@link ClassDetails} as annotation usages;
 *   <li>Hibernate 6.6 keeps it in hibernate-commons-annotations' {@link ReflectionManager}, whose
 *       metadata provider answers with the annotations and the XML merged. Its accessor is not in
 *       the Hibernate 7 API that this plugin compiles against, so it is called reflectively, once
 *       per boot.
 * </ul>
 *
 * Attribute names are Hibernate's too ({@code getURL()} is {@code URL}), not a rule of ours. So
 * are types: a member declared with a type variable in a generic base class ({@code ID id} in
 * {@code BaseEntity<ID>}) has the type that the entity gives the variable ({@code Pet extends
 * BaseEntity<PetId>}: {@code PetId}), as Hibernate resolves it for the entity's own copy of the
 * attribute; only without a type argument is it the variable's bound.
 */
final class MappedMembers {

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

  private static final boolean HIBERNATE_MODELS = hasMethod("getModelsContext");

  private MappedMembers() {}

  /** The fields and getters of {@code entity}'s class and its superclasses. */
  static List<Member> of(PersistentClass entity, BootstrapContext bootstrap) {
    return HIBERNATE_MODELS
        ? Models.members(entity, bootstrap)
        : fromReflectionManager(entity, bootstrap);
  }

  private static List<Member> fromReflectionManager(
      PersistentClass entity, BootstrapContext bootstrap) {
    ReflectionManager reflection = reflectionManager(bootstrap);
    List<Member> members = new ArrayList<>();
    for (XClass owner = reflection.toXClass(entity.getMappedClass());
        owner != null && !reflection.equals(owner, Object.class);
        owner = owner.getSuperclass()) {
      for (String access : List.of(XClass.ACCESS_FIELD, XClass.ACCESS_PROPERTY)) {
        for (XProperty property : owner.getDeclaredProperties(access)) {
          members.add(
              new Member(
                  property.getName(),
                  reflection.toClass(property.getType()),
                  property::getAnnotation));
        }
      }
    }
    return members;
  }

  /**
   * Hibernate 7's hibernate-models, in a class of its own: the JVM verifies a class's methods when
   * it loads the class, and verifying a call that passes a {@code ClassDetails} as a {@code
   * TypeVariableScope} loads {@code TypeVariableScope}, which Hibernate 6.6 does not have.
   */
  private static final class Models {

    private Models() {}

    static List<Member> members(PersistentClass entity, BootstrapContext bootstrap) {
      List<Member> members = new ArrayList<>();
      ClassDetails details =
          bootstrap
              .getModelsContext()
              .getClassDetailsRegistry()
              .resolveClassDetails(entity.getClassName());
      for (ClassDetails owner = details;
          owner != null && !Object.class.getName().equals(owner.getName());
          owner = owner.getSuperClass()) {
        for (FieldDetails field : owner.getFields()) {
          members.add(
              new Member(
                  field.getName(),
                  field.resolveRelativeType(details).determineRawClass().toJavaClass(),
                  field::getDirectAnnotationUsage));
        }
        for (MethodDetails method : owner.getMethods()) {
          if (method.getMethodKind() == MethodDetails.MethodKind.GETTER) {
            members.add(
                new Member(
                    method.resolveAttributeName(),
                    method.resolveRelativeType(details).determineRawClass().toJavaClass(),
                    method::getDirectAnnotationUsage));
          }
        }
      }
      return members;
    }
  }

  private static ReflectionManager reflectionManager(BootstrapContext bootstrap) {
    try {
      return (ReflectionManager)
          BootstrapContext.class.getMethod("getReflectionManager").invoke(bootstrap);
    } catch (NoSuchMethodException | IllegalAccessException e) {
      throw new IllegalStateException(
          "[ObjectIdKey] this Hibernate has neither BootstrapContext.getModelsContext() nor"
              + " getReflectionManager(); supported: "
              + HibernateVersion.RANGE,
          e);
    } catch (InvocationTargetException e) {
      throw new IllegalStateException(e.getCause());
    }
  }

  private static boolean hasMethod(String name) {
    try {
      BootstrapContext.class.getMethod(name);
      return true;
    } catch (NoSuchMethodException e) {
      return false;
    }
  }
}
