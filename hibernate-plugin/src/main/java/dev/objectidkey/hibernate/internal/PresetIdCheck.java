package dev.objectidkey.hibernate.internal;

import org.hibernate.HibernateException;
import org.hibernate.PersistentObjectException;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.spi.BootstrapContext;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.event.service.spi.EventListenerRegistry;
import org.hibernate.event.spi.EventSource;
import org.hibernate.event.spi.EventType;
import org.hibernate.event.spi.PersistContext;
import org.hibernate.event.spi.PersistEvent;
import org.hibernate.event.spi.PersistEventListener;
import org.hibernate.integrator.spi.Integrator;
import org.hibernate.persister.entity.EntityPersister;
import org.hibernate.proxy.HibernateProxy;
import org.hibernate.service.spi.SessionFactoryServiceRegistry;

/**
 * Gives {@code persist} of an entity whose {@code @GeneratedObjectId} id is already set (and
 * {@code allowAssigned} is off) our message instead of Hibernate's "Detached entity passed to
 * persist", which does not say what to change.
 *
 * <p>{@link GeneratedObjectIdGenerator#allowAssignedIdentifiers()} is {@code false} then, so that
 * Hibernate takes an entity with a set id for a detached one, as with a database key: that is what
 * makes a reference by id cost no SELECT. The same rule makes {@code persist} of such an entity
 * fail before any generator runs, so this listener, which runs before Hibernate's own, raises the
 * same exception type ({@link PersistentObjectException}) with a message that names the attribute
 * and the two fixes. It decides as Hibernate does: no entry in the persistence context, not a
 * proxy, and {@link EntityPersister#isTransient} false. Everything else passes through untouched.
 *
 * <p>Not registered on a Hibernate Reactive SessionFactory ({@link HibernateReactive}).
 */
public final class PresetIdCheck implements Integrator, PersistEventListener {

  /** Called by {@link java.util.ServiceLoader}, as the {@link Integrator} that registers it. */
  public PresetIdCheck() {}

  @Override
  public void integrate(
      Metadata metadata,
      BootstrapContext bootstrapContext,
      SessionFactoryImplementor sessionFactory) {
    if (HibernateReactive.runs(sessionFactory.getServiceRegistry())) {
      // Its PERSIST group takes only its own reactive listeners (see HibernateReactive); there a
      // preset id fails with Hibernate's "detached entity passed to persist".
      return;
    }
    // The service lookup, not SessionFactoryImplementor.getEventListenerRegistry(): 6.6 has no
    // such method, and every supported line registers the registry as a service.
    sessionFactory
        .getServiceRegistry()
        .getService(EventListenerRegistry.class)
        .getEventListenerGroup(EventType.PERSIST)
        .prependListener(this);
  }

  @Override
  public void disintegrate(
      SessionFactoryImplementor sessionFactory, SessionFactoryServiceRegistry serviceRegistry) {}

  @Override
  public void onPersist(PersistEvent event) throws HibernateException {
    check(event);
  }

  @Override
  public void onPersist(PersistEvent event, PersistContext createdAlready)
      throws HibernateException {
    check(event);
  }

  private static void check(PersistEvent event) {
    Object entity = event.getObject();
    EventSource session = event.getSession();
    if (entity == null
        || entity instanceof HibernateProxy
        || session.getPersistenceContextInternal().getEntry(entity) != null) {
      return;
    }
    EntityPersister persister = session.getEntityPersister(event.getEntityName(), entity);
    if (!(persister.getGenerator() instanceof GeneratedObjectIdGenerator generator)
        || generator.allowAssignedIdentifiers()) {
      return;
    }
    Object id = persister.getIdentifier(entity, session);
    if (id != null && Boolean.FALSE.equals(persister.isTransient(entity, session))) {
      throw new PersistentObjectException(
          Message.PERSIST_WITH_ID.message(generator.attribute(), id));
    }
  }
}
