package dev.objectidkey.hibernate.internal;

import java.util.ArrayList;
import java.util.List;
import org.hibernate.boot.spi.BootstrapContext;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.models.spi.ClassDetails;
import org.hibernate.models.spi.FieldDetails;
import org.hibernate.models.spi.MethodDetails;

/**
 * {@link MappedMembers} on Hibernate 7: its annotation model is hibernate-models ({@link
 * BootstrapContext#getModelsContext()}), where XML mappings are applied to the {@link ClassDetails}
 * as annotation usages.
 *
 * <p>Loaded on Hibernate 7 only ({@link HibernateVersion#mappedMembers()}): it refers to
 * hibernate-models, which Hibernate 6.6 does not ship, and the JVM could not even verify it there
 * (verifying the call that passes a {@code ClassDetails} as a {@code TypeVariableScope} loads
 * {@code TypeVariableScope}).
 */
final class Hibernate7MappedMembers implements MappedMembers {

  @Override
  public List<Member> of(PersistentClass entity, BootstrapContext bootstrap) {
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
