package dev.objectidkey.jakarta.rest;

import dev.objectidkey.AbstractObjectId;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.ext.Provider;
import java.lang.annotation.Annotation;
import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Refuses, with 400 Bad Request, a query parameter that names a typed-id field of the entity of a
 * Quarkus REST Data Panache resource ({@code GET /people?id=<hex>}).
 *
 * <p>REST Data Panache filters a listing by the entity's fields of the types it knows, and by
 * {@code ?owner.id=} for a {@code @ManyToOne owner} whose target's id is of such a type; it ignores
 * a parameter of any other type: without this guard, {@code ?id=<hex>} and {@code
 * ?owner.id=<hex>} answer every row with 200. So the guard refuses a typed-id field by its name, and
 * a {@code @ManyToOne} to an entity keyed by a typed id both by {@code owner.id} and by {@code
 * owner} (which REST Data Panache never filters by). The answer names the fix: a resource method
 * that takes the id as a {@code @QueryParam}, which {@link ObjectIdParamConverterProvider} binds.
 *
 * <p>It acts only on resources that implement REST Data Panache's {@code PanacheEntityResource} or
 * {@code PanacheRepositoryResource} (Hibernate ORM), found by name, so it needs no Quarkus class and
 * does nothing on other runtimes. The fields of each resource class are read once.
 *
 * @see ObjectIdParamConverterProvider
 */
@Provider
public class RestDataPanacheFilterGuard implements ContainerRequestFilter {

  private static final String ENTITY_RESOURCE =
      "io.quarkus.hibernate.orm.rest.data.panache.PanacheEntityResource";

  private static final String REPOSITORY_RESOURCE =
      "io.quarkus.hibernate.orm.rest.data.panache.PanacheRepositoryResource";

  private static final String MANY_TO_ONE = "jakarta.persistence.ManyToOne";

  private static final String ID = "jakarta.persistence.Id";

  /** Per resource class: the refused query parameters and the answer to each. */
  private static final Map<Class<?>, Map<String, String>> REFUSALS = new ConcurrentHashMap<>();

  @Context private ResourceInfo resourceInfo;

  /** Creates the guard; the Jakarta REST runtime calls this. */
  public RestDataPanacheFilterGuard() {}

  /**
   * Refuses a {@code GET} that filters a REST Data Panache resource by a typed-id field.
   *
   * @param request the request
   * @throws ObjectIdRequestException for such a filter: 400, answered by {@link
   *     ObjectIdRequestExceptionMapper} (so by the application's own mapper when it has one)
   */
  @Override
  public void filter(ContainerRequestContext request) {
    if (resourceInfo == null
        || resourceInfo.getResourceClass() == null
        || !"GET".equals(request.getMethod())) {
      return;
    }
    Map<String, String> refusals =
        REFUSALS.computeIfAbsent(
            resourceInfo.getResourceClass(), RestDataPanacheFilterGuard::refusals);
    if (refusals.isEmpty()) {
      return;
    }
    for (String parameter : request.getUriInfo().getQueryParameters().keySet()) {
      String refusal = refusals.get(parameter);
      if (refusal != null) {
        // Thrown, not abortWith: so that the application's own exception mapper answers it, as
        // it does a malformed id (ObjectIdRequestExceptionMapper).
        throw new ObjectIdRequestException(refusal);
      }
    }
  }

  /** The refused parameters of a resource class, empty if it is no REST Data Panache resource. */
  private static Map<String, String> refusals(Class<?> resource) {
    Optional<Class<?>> entity = entityOf(resource);
    if (entity.isEmpty()) {
      return Map.of();
    }
    String resourceName = userResourceName(resource);
    Map<String, String> refusals = new ConcurrentHashMap<>();
    for (Field field : fields(entity.get())) {
      String name = field.getName();
      if (AbstractObjectId.class.isAssignableFrom(field.getType())) {
        String idType = field.getType().getSimpleName();
        refusals.putIfAbsent(
            name, Message.REST_DATA_PANACHE_FILTER.format(resourceName, idType, name));
      } else if (annotated(field, MANY_TO_ONE)) {
        Optional<Field> targetId =
            fields(field.getType()).stream()
                .filter(candidate -> annotated(candidate, ID))
                .filter(candidate -> AbstractObjectId.class.isAssignableFrom(candidate.getType()))
                .findFirst();
        if (targetId.isPresent()) {
          String idType = targetId.get().getType().getSimpleName();
          String path = name + "." + targetId.get().getName();
          for (String parameter : List.of(path, name)) {
            refusals.putIfAbsent(
                parameter,
                Message.REST_DATA_PANACHE_FOREIGN_KEY_FILTER.format(
                    resourceName,
                    parameter,
                    name,
                    field.getType().getSimpleName(),
                    idType,
                    targetId.get().getName()));
          }
        }
      }
    }
    return refusals;
  }

  /** The fields of a class and its superclasses, the class's own first. */
  private static List<Field> fields(Class<?> type) {
    List<Field> fields = new ArrayList<>();
    for (Class<?> current = type; current != null; current = current.getSuperclass()) {
      fields.addAll(List.of(current.getDeclaredFields()));
    }
    return fields;
  }

  // By name, so that this module needs no Jakarta Persistence API.
  private static boolean annotated(Field field, String annotation) {
    for (Annotation present : field.getAnnotations()) {
      if (present.annotationType().getName().equals(annotation)) {
        return true;
      }
    }
    return false;
  }

  private static String userResourceName(Class<?> resource) {
    for (Class<?> candidate : resource.getInterfaces()) {
      if (entityOf(candidate).isPresent()) {
        return candidate.getSimpleName();
      }
    }
    return resource.getSimpleName();
  }

  /** The entity class of a REST Data Panache resource, from its generic interfaces. */
  private static Optional<Class<?>> entityOf(Class<?> resource) {
    List<Type> pending = new ArrayList<>();
    for (Class<?> type = resource; type != null; type = type.getSuperclass()) {
      pending.addAll(List.of(type.getGenericInterfaces()));
    }
    while (!pending.isEmpty()) {
      Type type = pending.remove(0);
      Class<?> raw =
          type instanceof ParameterizedType parameterized
              ? (Class<?>) parameterized.getRawType()
              : type instanceof Class<?> plain ? plain : null;
      if (raw == null) {
        continue;
      }
      if (type instanceof ParameterizedType parameterized) {
        Type[] arguments = parameterized.getActualTypeArguments();
        if (raw.getName().equals(ENTITY_RESOURCE) && arguments[0] instanceof Class<?> entity) {
          return Optional.of(entity);
        }
        if (raw.getName().equals(REPOSITORY_RESOURCE) && arguments[1] instanceof Class<?> entity) {
          return Optional.of(entity);
        }
      }
      pending.addAll(List.of(raw.getGenericInterfaces()));
    }
    return Optional.empty();
  }
}
