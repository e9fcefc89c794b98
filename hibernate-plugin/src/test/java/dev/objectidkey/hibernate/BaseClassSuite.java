package dev.objectidkey.hibernate;

import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.assertBinary12;
import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.columnType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdGenerator;
import dev.objectidkey.hibernate.base.Clinic;
import dev.objectidkey.hibernate.base.ClinicId;
import dev.objectidkey.hibernate.base.Kennel;
import dev.objectidkey.hibernate.base.KennelId;
import dev.objectidkey.hibernate.base.Owner;
import dev.objectidkey.hibernate.base.OwnerId;
import dev.objectidkey.hibernate.base.Pet;
import dev.objectidkey.hibernate.base.PetId;
import dev.objectidkey.hibernate.base.Vet;
import dev.objectidkey.hibernate.base.VetId;
import dev.objectidkey.hibernate.base.Visit;
import dev.objectidkey.hibernate.base.VisitId;
import jakarta.persistence.criteria.CriteriaBuilder;
import jakarta.persistence.criteria.CriteriaQuery;
import jakarta.persistence.criteria.Path;
import jakarta.persistence.criteria.Root;
import jakarta.persistence.metamodel.EntityType;
import jakarta.persistence.metamodel.SingularAttribute;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.metamodel.mapping.SelectableMapping;
import org.hibernate.metamodel.mapping.internal.ToOneAttributeMapping;
import org.hibernate.metamodel.model.domain.ManagedDomainType;
import org.hibernate.metamodel.spi.MappingMetamodelImplementor;
import org.hibernate.persister.entity.EntityPersister;
import org.junit.jupiter.api.Test;

/**
 * Ids declared in generic base classes, as code bases ported to ObjectIds have them: {@code
 * BaseEntity<ID extends AbstractObjectId>} with {@code @Id @GeneratedObjectId ID id}, two levels
 * above the entity ({@code Pet extends NamedEntity<PetId>}), a {@code Serializable} bound, no bound,
 * and the shapes that keep the id in the entity. The same tests on every database, through one
 * small subclass per database, as {@link ObjectIdPersistenceSuite}; its tables start with {@code
 * hb_}.
 */
abstract class BaseClassSuite extends SessionFactorySuite {

  private static final Class<?>[] MODEL = {
    Owner.class, Pet.class, Vet.class, Kennel.class, Clinic.class, Visit.class
  };

  /**
   * The column type that the database reports for an ObjectId column.
   *
   * @return {@code binary(12)} or {@code bytea}
   */
  protected abstract String objectIdColumnType();

  @Override
  protected Class<?>[] model() {
    return MODEL.clone();
  }

  @Test
  void idsAndForeignKeysOfGenericBaseClassesMapToJdbcBinaryOfLength12() {
    MappingMetamodelImplementor metamodel =
        sessionFactory.unwrap(SessionFactoryImplementor.class).getMappingMetamodel();
    for (Class<?> entity : MODEL) {
      EntityPersister persister = metamodel.getEntityDescriptor(entity);
      assertBinary12(
          entity.getSimpleName() + ".id", (SelectableMapping) persister.getIdentifierMapping());
    }
    assertBinary12(
        "Pet.owner (foreign key)",
        (SelectableMapping)
            ((ToOneAttributeMapping)
                    metamodel.getEntityDescriptor(Pet.class).findAttributeMapping("owner"))
                .getForeignKeyDescriptor()
                .getKeyPart());
    assertBinary12(
        "Visit.pet (foreign key)",
        (SelectableMapping)
            ((ToOneAttributeMapping)
                    metamodel.getEntityDescriptor(Visit.class).findAttributeMapping("pet"))
                .getForeignKeyDescriptor()
                .getKeyPart());
  }

  @Test
  void schemaDeclaresIdColumnsOfGenericBaseClassesWithTheDatabaseBinaryType() throws SQLException {
    try (Connection connection = testDatabase().connect()) {
      DatabaseMetaData metaData = connection.getMetaData();
      for (String column :
          List.of(
              "hb_owner.id",
              "hb_pet.id",
              "hb_pet.owner_id",
              "hb_vet.id",
              "hb_kennel.id",
              "hb_clinic.id",
              "hb_visit.id",
              "hb_visit.pet_id")) {
        String[] parts = column.split("\\.");
        assertEquals(objectIdColumnType(), columnType(metaData, parts[0], parts[1]), column);
      }
    }
  }

  @Test
  void persistGeneratesTheIdDeclaredTwoBaseClassesUpAndFindReadsItBack() {
    Owner owner = new Owner("Ada");
    Pet pet = new Pet("Rex", owner);
    sessionFactory.inTransaction(
        session -> {
          session.persist(owner);
          session.persist(pet);
        });
    assertFalse(pet.isNew());
    assertSame(PetId.class, pet.getId().getClass());
    assertSame(OwnerId.class, owner.getId().getClass());

    Pet found = sessionFactory.fromTransaction(session -> session.find(Pet.class, pet.getId()));
    assertEquals(pet.getId(), found.getId());
    assertEquals("Rex", found.getName());
    assertEquals(owner.getId(), found.getOwner().getId());
    assertEquals(
        List.of(pet.getId()),
        sessionFactory.fromTransaction(
            session ->
                session
                    .createSelectionQuery(
                        "select p.id from Pet p where p.owner.id = :owner", PetId.class)
                    .setParameter("owner", owner.getId())
                    .getResultList()));
  }

  @Test
  void creationTimeRangeOnAnIdOfAGenericBaseClassSelectsThePetsCreatedInIt() {
    Instant start = Instant.parse("2032-02-02T10:00:00Z");
    AtomicReference<Instant> clock = new AtomicReference<>(start);
    Owner owner = new Owner("range");
    Pet[] pets = new Pet[4];
    ObjectIdGenerator.builder()
        .clock(clock::get)
        .build()
        .run(
            () ->
                sessionFactory.inTransaction(
                    session -> {
                      session.persist(owner);
                      for (int i = 0; i < pets.length; i++) {
                        clock.set(start.plusSeconds(i * 10L));
                        pets[i] = new Pet("range " + i, owner);
                        session.persist(pets[i]);
                      }
                    }));
    List<PetId> inRange =
        sessionFactory.fromTransaction(
            session ->
                session
                    .createSelectionQuery(
                        "select p.id from Pet p where p.id between :from and :to order by p.id",
                        PetId.class)
                    .setParameter("from", PetId.minFor(start.plusSeconds(10)))
                    .setParameter("to", PetId.maxFor(start.plusSeconds(20)))
                    .getResultList());
    assertEquals(List.of(pets[1].getId(), pets[2].getId()), inRange);
  }

  /**
   * Hibernate's JPA metamodel keeps the id where it is declared, on the mapped superclass, typed
   * with the type variable's erasure: {@code getIdType()} of {@code Pet} is {@code
   * AbstractObjectId}, as it is {@code Serializable} for any {@code ID extends Serializable}. The
   * entity's own, resolved copy is its "concrete generic attribute", which queries use: a criteria
   * path through the base class's attribute binds and reads {@code PetId}s.
   */
  @Test
  void jpaMetamodelResolvesTheIdOfEachEntityToItsIdClass() {
    EntityType<Pet> pet = sessionFactory.getMetamodel().entity(Pet.class);
    assertSame(AbstractObjectId.class, pet.getIdType().getJavaType());
    IllegalArgumentException notCastable =
        assertThrows(IllegalArgumentException.class, () -> pet.getId(PetId.class));
    assertTrue(notCastable.getMessage().contains("not castable"), notCastable::getMessage);
    assertSame(
        PetId.class,
        ((ManagedDomainType<Pet>) pet).findConcreteGenericAttribute("id").getJavaType());

    Owner owner = new Owner("criteria");
    Pet rex = new Pet("criteria", owner);
    sessionFactory.inTransaction(
        session -> {
          session.persist(owner);
          session.persist(rex);
        });
    SingularAttribute<? super Pet, AbstractObjectId> id = pet.getId(AbstractObjectId.class);
    sessionFactory.inSession(
        session -> {
          CriteriaBuilder builder = session.getCriteriaBuilder();
          CriteriaQuery<Object> query = builder.createQuery();
          Root<Pet> root = query.from(Pet.class);
          Path<AbstractObjectId> path = root.get(id);
          query.select(path).where(builder.equal(path, rex.getId()));
          List<Object> found = session.createQuery(query).getResultList();
          assertEquals(List.of(rex.getId()), found);
          assertSame(PetId.class, found.get(0).getClass());
        });
  }

  @Test
  void idOfABaseClassBoundBySerializableIsGeneratedAndFound() {
    Vet vet = new Vet("Bea");
    sessionFactory.inTransaction(session -> session.persist(vet));
    assertSame(VetId.class, vet.getId().getClass());
    assertEquals(
        "Bea",
        sessionFactory.fromTransaction(session -> session.find(Vet.class, vet.getId()).getName()));
    assertSame(
        VetId.class,
        ((ManagedDomainType<Vet>) sessionFactory.getMetamodel().entity(Vet.class))
            .findConcreteGenericAttribute("id")
            .getJavaType());
  }

  @Test
  void idOfABaseClassWithAnUnboundedTypeVariableIsGeneratedAndFound() {
    Kennel kennel = new Kennel();
    sessionFactory.inTransaction(session -> session.persist(kennel));
    assertSame(KennelId.class, kennel.getId().getClass());
    assertNotNull(
        sessionFactory.fromTransaction(session -> session.find(Kennel.class, kennel.getId())));
  }

  @Test
  void baseClassesWithoutTheIdKeepWorking() {
    Owner owner = new Owner("visit");
    Pet pet = new Pet("Tom", owner);
    Clinic clinic = new Clinic("North");
    clinic.setCreatedBy("admin");
    Visit visit = new Visit(pet);
    sessionFactory.inTransaction(
        session -> {
          session.persist(owner);
          session.persist(pet);
          session.persist(clinic);
          session.persist(visit);
        });
    assertSame(ClinicId.class, clinic.getId().getClass());
    assertFalse(visit.isNew());
    assertSame(VisitId.class, visit.getId().getClass());
    sessionFactory.inTransaction(
        session -> {
          assertEquals("admin", session.find(Clinic.class, clinic.getId()).getCreatedBy());
          assertEquals(pet.getId(), session.find(Visit.class, visit.getId()).getPet().getId());
        });
  }
}
