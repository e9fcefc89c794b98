package dev.objectidkey.hibernate.internal;

import org.hibernate.boot.registry.classloading.spi.ClassLoaderService;
import org.hibernate.boot.registry.classloading.spi.ClassLoadingException;
import org.hibernate.service.Service;
import org.hibernate.service.ServiceRegistry;
import org.hibernate.service.UnknownServiceException;

/**
 * Tells a Hibernate Reactive SessionFactory from a Hibernate ORM one, without depending on
 * Hibernate Reactive.
 *
 * <p>Hibernate Reactive runs ORM's mapping, types and generators, but fires its events through
 * its own listener interfaces: it casts every listener of a group, {@code PERSIST} included, to
 * its reactive form ({@code ReactivePersistEventListener}), so an ORM listener that the plugin
 * adds there fails every {@code persist} with a {@link ClassCastException}. Only its registry
 * has the {@code ReactiveConnectionPool} service (the Vert.x SQL client pool); the class alone on
 * the classpath proves nothing, since one application may boot both kinds of factory.
 */
final class HibernateReactive {

  private static final String CONNECTION_POOL =
      "org.hibernate.reactive.pool.ReactiveConnectionPool";

  private HibernateReactive() {}

  /** Whether {@code services} is the registry of a Hibernate Reactive SessionFactory. */
  static boolean runs(ServiceRegistry services) {
    Class<?> pool;
    try {
      pool = services.requireService(ClassLoaderService.class).classForName(CONNECTION_POOL);
    } catch (ClassLoadingException notOnTheClasspath) {
      return false;
    }
    if (!Service.class.isAssignableFrom(pool)) {
      return false;
    }
    try {
      return services.getService(pool.asSubclass(Service.class)) != null;
    } catch (UnknownServiceException ormRegistry) {
      // How a line's registry may answer for a service it has no initiator for.
      return false;
    }
  }
}
