package dev.objectidkey.hibernate.internal;

import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.annotations.common.reflection.ReflectionManager;
import org.hibernate.annotations.common.reflection.XClass;
import org.hibernate.annotations.common.reflection.XProperty;
import org.hibernate.boot.spi.BootstrapContext;
import org.hibernate.mapping.PersistentClass;

/**
 * {@link MappedMembers} on Hibernate 6.6: its annotation model is hibernate-commons-annotations'
 * {@link ReflectionManager}, whose metadata provider answers with the annotations and the XML
 * merged.
 *
 * <p>Loaded on Hibernate 6.6 only ({@link HibernateVersion#mappedMembers()}): it refers to
 * hibernate-commons-annotations, which Hibernate 7 does not ship (the plugin compiles against it
 * as a {@code provided} dependency for this class alone). The accessor, {@code
 * BootstrapContext.getReflectionManager()}, is not in the Hibernate 7 API that the plugin compiles
 * against, so it is called reflectively, once per boot; the plugin's GraalVM reflection metadata
 * lists it.
 */
final class Hibernate66MappedMembers implements MappedMembers {

  @Override
  public List<Member> of(PersistentClass entity, BootstrapContext bootstrap) {
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

  private static ReflectionManager reflectionManager(BootstrapContext bootstrap) {
    try {
      return (ReflectionManager)
          BootstrapContext.class.getMethod("getReflectionManager").invoke(bootstrap);
    } catch (NoSuchMethodException | IllegalAccessException e) {
      throw new IllegalStateException(
          "[ObjectIdKey] this Hibernate has no BootstrapContext.getReflectionManager(), which"
              + " Hibernate 6.6 has; supported: "
              + HibernateVersion.RANGE,
          e);
    } catch (InvocationTargetException e) {
      throw new IllegalStateException(e.getCause());
    }
  }
}
