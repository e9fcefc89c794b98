package dev.objectidkey.metamodel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.querydsl.jpa.impl.JPAQueryFactory;
import dev.objectidkey.AbstractObjectId;
import jakarta.persistence.EntityManager;
import jakarta.persistence.criteria.CriteriaBuilder;
import jakarta.persistence.criteria.CriteriaQuery;
import jakarta.persistence.criteria.Root;
import jakarta.persistence.metamodel.SingularAttribute;
import java.lang.reflect.ParameterizedType;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The metamodels of an entity whose id is declared in a generic base class, {@code Pet extends
 * BaseEntity<PetId>}, as this module's build wrote them (docs/base-classes.md): hibernate-processor
 * types {@code Pet_.id}, which is {@code BaseEntity_.id}, with the type variable's bound, and
 * Querydsl types {@code QPet.id} with the id class.
 */
class BaseClassMetamodelTest {

  private static SessionFactory sessionFactory;
  private static final List<PetId> ids = new ArrayList<>();

  @BeforeAll
  static void bootAndPersistPets() {
    Configuration configuration = new Configuration().addAnnotatedClass(Pet.class);
    configuration.setProperty(
        "hibernate.connection.url", "jdbc:h2:mem:base-classes;DB_CLOSE_DELAY=-1");
    configuration.setProperty("hibernate.hbm2ddl.auto", "create-drop");
    sessionFactory = configuration.buildSessionFactory();
    sessionFactory.inTransaction(
        session -> {
          for (String name : List.of("Rex", "Tom", "Kit")) {
            Pet pet = new Pet(name);
            session.persist(pet);
            ids.add(pet.getId());
          }
        });
  }

  @AfterAll
  static void close() {
    sessionFactory.close();
  }

  @Test
  void staticMetamodelTypesTheInheritedIdWithTheBoundAndItSelectsPetIds() throws Exception {
    ParameterizedType type = (ParameterizedType) Pet_.class.getField("id").getGenericType();
    assertEquals(SingularAttribute.class, type.getRawType());
    assertEquals(
        List.of(BaseEntity.class, AbstractObjectId.class), List.of(type.getActualTypeArguments()));

    sessionFactory.inSession(
        session -> {
          CriteriaBuilder builder = session.getCriteriaBuilder();
          CriteriaQuery<Pet> query = builder.createQuery(Pet.class);
          Root<Pet> pet = query.from(Pet.class);
          query.where(builder.equal(pet.get(Pet_.id), ids.get(1)));
          assertEquals("Tom", session.createQuery(query).getSingleResult().getName());
        });
  }

  @Test
  void querydslTypesTheIdPathWithTheIdClassAndARangeOnItIsCreatedBetween() {
    assertEquals(PetId.class, QPet.pet.id.getType());
    Instant t1 = ids.get(0).getTimestamp();
    Instant t2 = ids.get(2).getTimestamp();
    try (EntityManager entityManager = sessionFactory.createEntityManager()) {
      QPet pet = QPet.pet;
      assertEquals(
          ids,
          new JPAQueryFactory(entityManager)
              .select(pet.id)
              .from(pet)
              .where(pet.id.between(PetId.minFor(t1), PetId.maxFor(t2)))
              .orderBy(pet.id.asc())
              .fetch());
    }
  }
}
