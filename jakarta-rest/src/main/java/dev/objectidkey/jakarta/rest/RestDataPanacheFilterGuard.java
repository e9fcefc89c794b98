package dev.objectidkey.jakarta.rest;

import dev.objectidkey.AbstractObjectId;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;
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
 * <p>REST Data Panache filters a listing by the entity's fields of the types it knows, and ignores a
 * parameter of any other type: without this guard, {@code ?id=<hex>} answers every row with 200.
 * The answer names the fix: a resource method that takes the id as a {@code @QueryParam}, which
 * {@link ObjectIdParamConverterProvider} binds.
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

  private static final Map<Class<?>, Map<String, Class<?>>> TYPED_ID_FIELDS =
      new ConcurrentHashMap<>();

  @Context private ResourceInfo resourceInfo;

  /** Creates the guard; the Jakarta REST runtime calls this. */
  public RestDataPanacheFilterGuard() {}

  /**
   * Aborts a {@code GET} that filters a REST Data Panache resource by a typed-id field.
   *
   * @param request the request
   */
  @Override
  public void filter(ContainerRequestContext request) {
    if (resourceInfo == null
        || resourceInfo.getResourceClass() == null
        || !"GET".equals(request.getMethod())) {
      return;
    }
    Class<?> resource = resourceInfo.getResourceClass();
    Map<String, Class<?>> fields =
        TYPED_ID_FIELDS.computeIfAbsent(resource, RestDataPanacheFilterGuard::typedIdFields);
    if (fields.isEmpty()) {
      return;
    }
    for (String parameter : request.getUriInfo().getQueryParameters().keySet()) {
      Class<?> idType = fields.get(parameter);
      if (idType != null) {
        request.abortWith(
            Response.status(Response.Status.BAD_REQUEST)
                .type(MediaType.TEXT_PLAIN_TYPE)
                .entity(message(resource, parameter, idType))
                .build());
        return;
      }
    }
  }

  static String message(Class<?> resource, String field, Class<?> idType) {
    String name = idType.getSimpleName();
    return Message.REST_DATA_PANACHE_FILTER.format(
        userResourceName(resource), name, field, field, name);
  }

  private static String userResourceName(Class<?> resource) {
    for (Class<?> candidate : resource.getInterfaces()) {
      if (entityOf(candidate).isPresent()) {
        return candidate.getSimpleName();
      }
    }
    return resource.getSimpleName();
  }

  private static Map<String, Class<?>> typedIdFields(Class<?> resource) {
    Optional<Class<?>> entity = entityOf(resource);
    if (entity.isEmpty()) {
      return Map.of();
    }
    Map<String, Class<?>> fields = new ConcurrentHashMap<>();
    for (Class<?> type = entity.get(); type != null; type = type.getSuperclass()) {
      for (Field field : type.getDeclaredFields()) {
        if (AbstractObjectId.class.isAssignableFrom(field.getType())) {
          fields.putIfAbsent(field.getName(), field.getType());
        }
      }
    }
    return fields;
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
