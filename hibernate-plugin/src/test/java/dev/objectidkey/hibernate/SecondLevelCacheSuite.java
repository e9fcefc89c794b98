package dev.objectidkey.hibernate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.ObjectIdGenerator;
import dev.objectidkey.hibernate.cache.Article;
import dev.objectidkey.hibernate.cache.Product;
import dev.objectidkey.hibernate.cache.ProductId;
import dev.objectidkey.hibernate.cache.Review;
import dev.objectidkey.hibernate.cache.Shelf;
import dev.objectidkey.hibernate.cache.ShelfKey;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.net.URI;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import javax.cache.Cache;
import javax.cache.CacheManager;
import javax.cache.Caching;
import org.hibernate.cache.internal.DefaultCacheKeysFactory;
import org.hibernate.cfg.Configuration;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.persister.entity.EntityPersister;
import org.hibernate.stat.CacheRegionStatistics;
import org.hibernate.stat.Statistics;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The second-level cache by typed id, through hibernate-jcache and Caffeine's JCache provider:
 * entities and a collection are cached by typed id, a find in a new session is a cache hit that
 * sends no SQL (counted by the JDBC statement counter and by Hibernate's {@link Statistics}), an
 * update replaces the cached state and a bulk update evicts it, a cached query by id range is
 * answered without SQL, and the key that Hibernate stores is Serializable, round-trips, and is
 * measured against a {@code Long} id's key. Its tables start with {@code l2_}.
 */
abstract class SecondLevelCacheSuite extends SessionFactorySuite {

  /** Caffeine's JCache provider, named so that no other provider on the classpath is taken. */
  private static final String CAFFEINE =
      "com.github.benmanes.caffeine.jcache.spi.CaffeineCachingProvider";

  /** Far from today, so that no other product of this suite falls into a range of these seconds. */
  private static final Instant T1 = Instant.parse("2035-01-01T10:00:00Z");

  private static final Instant T2 = T1.plusSeconds(60);
  private static final Instant T3 = T1.plusSeconds(120);

  /** This suite's own cache manager, which Hibernate closes with the SessionFactory. */
  private CacheManager cacheManager;

  @Override
  protected Class<?>[] model() {
    return new Class<?>[] {Product.class, Review.class, Article.class, Shelf.class};
  }

  @Override
  protected void configure(Configuration configuration) {
    // A URI of its own (not a file or a classpath resource, so Caffeine reads its defaults): the
    // suites of the other databases, and the SessionFactories of the other suites, get others.
    cacheManager =
        Caching.getCachingProvider(CAFFEINE)
            .getCacheManager(
                URI.create("objectidkey-l2:" + getClass().getSimpleName()),
                getClass().getClassLoader());
    configuration.setProperty("hibernate.cache.use_second_level_cache", "true");
    configuration.setProperty("hibernate.cache.use_query_cache", "true");
    configuration.setProperty(
        "hibernate.cache.region.factory_class",
        "org.hibernate.cache.jcache.internal.JCacheRegionFactory");
    configuration.getProperties().put("hibernate.javax.cache.cache_manager", cacheManager);
    configuration.setProperty("hibernate.javax.cache.missing_cache_strategy", "create");
    configuration.setProperty("hibernate.generate_statistics", "true");
  }

  @BeforeEach
  void startFromAnEmptyCache() {
    sessionFactory.getCache().evictAllRegions();
    statistics().clear();
  }

  // ~~~ Entities
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

  @Test
  void aFindByTypedIdInANewSessionIsACacheHitWithNoSql() {
    Product product = persist(new Product("hit", 10));
    sessionFactory.getCache().evictAllRegions();
    statistics().clear();

    counter.reset();
    assertEquals("hit", find(product.getId()).getName());
    assertEquals(1, counter.singleExecutions("select"), this::sql);
    assertRegion(Product.REGION, 0, 1, 1);

    counter.reset();
    Product cached = find(product.getId());
    assertEquals(product.getId(), cached.getId());
    assertEquals("hit", cached.getName());
    assertEquals(10, cached.getPrice());
    assertEquals(List.of(), counter.sql());
    assertRegion(Product.REGION, 1, 1, 1);
    assertEquals(1, statistics().getSecondLevelCacheHitCount());
    assertTrue(sessionFactory.getCache().containsEntity(Product.class, product.getId()));
  }

  @Test
  void anUnknownTypedIdIsACacheMissAndNoEntity() {
    counter.reset();
    assertNull(find(ProductId.generate()));
    assertEquals(1, counter.singleExecutions("select"), this::sql);
    assertRegion(Product.REGION, 0, 1, 0);
  }

  @Test
  void anUpdateReplacesTheCachedStateThatAnotherSessionReads() {
    Product product = persist(new Product("update", 10));
    find(product.getId());
    sessionFactory.inTransaction(
        session -> session.find(Product.class, product.getId()).setPrice(20));
    statistics().clear();

    counter.reset();
    assertEquals(20, find(product.getId()).getPrice());
    assertEquals(List.of(), counter.sql());
    assertRegion(Product.REGION, 1, 0, 0);
  }

  @Test
  void aBulkUpdateByTypedIdEvictsAndTheNextFindReadsTheRow() {
    Product product = persist(new Product("bulk", 10));
    find(product.getId());
    assertTrue(sessionFactory.getCache().containsEntity(Product.class, product.getId()));
    sessionFactory.inTransaction(
        session ->
            assertEquals(
                1,
                session
                    .createMutationQuery("update Product set price = 30 where id = :id")
                    .setParameter("id", product.getId())
                    .executeUpdate()));
    assertFalse(sessionFactory.getCache().containsEntity(Product.class, product.getId()));
    statistics().clear();

    counter.reset();
    assertEquals(30, find(product.getId()).getPrice());
    assertEquals(1, counter.singleExecutions("select"), this::sql);
    assertRegion(Product.REGION, 0, 1, 1);
  }

  @Test
  void aRemovedEntityIsNotReadFromTheCache() {
    Product product = persist(new Product("remove", 10));
    find(product.getId());
    sessionFactory.inTransaction(
        session -> session.remove(session.find(Product.class, product.getId())));
    statistics().clear();

    // READ_WRITE leaves a soft lock under the key until it times out, which no read takes.
    counter.reset();
    assertNull(find(product.getId()));
    assertEquals(1, counter.singleExecutions("select"), this::sql);
    assertEquals(0, statistics().getDomainDataRegionStatistics(Product.REGION).getHitCount());
  }

  // ~~~ Collections
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

  @Test
  void aCachedCollectionOfTypedIdsIsReadWithItsElementsWithNoSql() {
    Product product = persistWithReviews("collection", 3);
    sessionFactory.getCache().evictAllRegions();
    statistics().clear();

    counter.reset();
    assertEquals(List.of("collection 0", "collection 1", "collection 2"), reviewTexts(product));
    assertTrue(counter.singleExecutions("select") >= 2, this::sql);
    assertRegion(Product.REVIEWS_REGION, 0, 1, 1);
    assertRegion(Review.REGION, 0, 0, 3);

    counter.reset();
    assertEquals(List.of("collection 0", "collection 1", "collection 2"), reviewTexts(product));
    assertEquals(List.of(), counter.sql());
    assertRegion(Product.REVIEWS_REGION, 1, 1, 1);
    assertRegion(Review.REGION, 3, 0, 3);
    assertTrue(
        sessionFactory
            .getCache()
            .containsCollection(Product.class.getName() + ".reviews", product.getId()));
  }

  @Test
  void anElementAddedToACachedCollectionEvictsIt() {
    Product product = persistWithReviews("added", 2);
    reviewTexts(product);
    sessionFactory.inTransaction(
        session ->
            session.persist(new Review("added 2", session.find(Product.class, product.getId()))));
    statistics().clear();

    counter.reset();
    assertEquals(List.of("added 0", "added 1", "added 2"), reviewTexts(product));
    assertEquals(1, counter.singleExecutions("select"), this::sql);
    assertRegion(Product.REVIEWS_REGION, 0, 1, 1);
  }

  // ~~~ Query cache
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

  @Test
  void aCachedQueryByIdRangeIsAnsweredWithNoSqlUntilTheTableChanges() {
    TreeMap<Instant, ProductId> ids = new TreeMap<>();
    for (Instant second : List.of(T1, T2, T3)) {
      ObjectIdGenerator.builder()
          .clock(() -> second)
          .build()
          .run(() -> ids.put(second, persist(new Product("at " + second, 1)).getId()));
    }
    statistics().clear();

    counter.reset();
    assertEquals(List.of(ids.get(T1), ids.get(T2)), idRange(T1, T2));
    assertEquals(1, counter.singleExecutions("select"), this::sql);
    assertEquals(1, statistics().getQueryCacheMissCount());
    assertEquals(1, statistics().getQueryCachePutCount());

    counter.reset();
    assertEquals(List.of(ids.get(T1), ids.get(T2)), idRange(T1, T2));
    assertEquals(List.of(), counter.sql());
    assertEquals(1, statistics().getQueryCacheHitCount());

    // Another range is another query cache key: the typed ids are part of it.
    counter.reset();
    assertEquals(List.of(ids.get(T2), ids.get(T3)), idRange(T2, T3));
    assertEquals(1, counter.singleExecutions("select"), this::sql);
    assertEquals(2, statistics().getQueryCacheMissCount());

    // A new product in the range invalidates the cached results of l2_product.
    ProductId later =
        ObjectIdGenerator.builder()
            .clock(() -> T2.plusSeconds(1))
            .build()
            .call(() -> persist(new Product("later", 1)).getId());
    counter.reset();
    assertEquals(List.of(ids.get(T1), ids.get(T2), later), idRange(T1, T2.plusSeconds(1)));
    assertEquals(List.of(ids.get(T1), ids.get(T2)), idRange(T1, T2));
    assertEquals(2, counter.singleExecutions("select"), this::sql);
  }

  // ~~~ The cache key
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

  @Test
  void theCacheKeyOfATypedIdIsSerializableRoundTripsAndIsMeasured() {
    Product product = persist(new Product("key", 10));
    sessionFactory.inTransaction(session -> session.persist(new Article(4_000_000_001L, "key")));
    sessionFactory.getCache().evictAllRegions();
    find(product.getId());
    sessionFactory.inSession(session -> session.find(Article.class, 4_000_000_001L));

    Object productKey = onlyKey(Product.REGION);
    Object articleKey = onlyKey(Article.REGION);

    // The key that Hibernate stored is the one its default CacheKeysFactory makes for the id.
    SessionFactoryImplementor factory = sessionFactory.unwrap(SessionFactoryImplementor.class);
    EntityPersister persister = factory.getMappingMetamodel().getEntityDescriptor(Product.class);
    assertEquals(
        DefaultCacheKeysFactory.staticCreateEntityKey(product.getId(), persister, factory, null),
        productKey);
    assertEquals(product.getId(), DefaultCacheKeysFactory.staticGetEntityId(productKey));

    assertInstanceOf(Serializable.class, productKey);
    byte[] serialized = serialize(productKey);
    Object copy = deserialize(serialized);
    assertEquals(productKey, copy);
    assertEquals(productKey.hashCode(), copy.hashCode());
    assertEquals(product.getId(), DefaultCacheKeysFactory.staticGetEntityId(copy));

    int typed = serialized.length;
    int longKey = serialize(articleKey).length;
    int typedId = serialize(product.getId()).length;
    int longId = serialize(4_000_000_001L).length;
    System.out.printf(
        "cache key: %s %d bytes (its id %d bytes), Long id's %s %d bytes (its id %d bytes)%n",
        productKey.getClass().getSimpleName(),
        typed,
        typedId,
        articleKey.getClass().getSimpleName(),
        longKey,
        longId);
    assertEquals(articleKey.getClass(), productKey.getClass());
    // The same key class, with entity names of the same length: the difference is the ids'.
    assertEquals(typedId - longId, typed - longKey);
    assertTrue(
        typed - longKey < 64,
        () -> "the typed id's key has " + typed + " bytes, the Long id's " + longKey);
  }

  @Test
  void aCompositeKeyWithATypedIdIsCachedSerializableAndRoundTrips() {
    ShelfKey key = new ShelfKey(ProductId.generate(), 3);
    persist(new Shelf(key, "top"));
    sessionFactory.getCache().evictAllRegions();
    statistics().clear();
    sessionFactory.inSession(session -> session.find(Shelf.class, key));

    counter.reset();
    Shelf cached = sessionFactory.fromSession(session -> session.find(Shelf.class, key));
    assertEquals(key, cached.getKey());
    assertEquals("top", cached.getLabel());
    assertEquals(List.of(), counter.sql());
    assertRegion(Shelf.REGION, 1, 1, 1);

    // HHH-15150: a key of an @EmbeddedId was not Serializable.
    Object cacheKey = onlyKey(Shelf.REGION);
    assertInstanceOf(Serializable.class, cacheKey);
    byte[] serialized = serialize(cacheKey);
    Object copy = deserialize(serialized);
    assertEquals(cacheKey, copy);
    assertEquals(cacheKey.hashCode(), copy.hashCode());
    System.out.printf(
        "cache key of an @EmbeddedId with a typed id: %s %d bytes%n",
        cacheKey.getClass().getSimpleName(), serialized.length);
  }

  // ~~~ Helpers
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

  private Statistics statistics() {
    return sessionFactory.getStatistics();
  }

  private void assertRegion(String region, long hits, long misses, long puts) {
    CacheRegionStatistics stats = statistics().getDomainDataRegionStatistics(region);
    assertNotNull(stats, () -> "no statistics of region " + region);
    assertEquals(
        List.of(hits, misses, puts),
        List.of(stats.getHitCount(), stats.getMissCount(), stats.getPutCount()),
        () -> region + ": hits, misses, puts; SQL: " + counter.sql());
  }

  private <T> T persist(T entity) {
    sessionFactory.inTransaction(session -> session.persist(entity));
    return entity;
  }

  private Product find(ProductId id) {
    return sessionFactory.fromSession(session -> session.find(Product.class, id));
  }

  private Product persistWithReviews(String prefix, int reviews) {
    Product product = new Product(prefix, 1);
    sessionFactory.inTransaction(
        session -> {
          session.persist(product);
          for (int i = 0; i < reviews; i++) {
            session.persist(new Review(prefix + " " + i, product));
          }
        });
    return product;
  }

  private List<String> reviewTexts(Product product) {
    return sessionFactory.fromSession(
        session ->
            session.find(Product.class, product.getId()).getReviews().stream()
                .map(Review::getText)
                .sorted()
                .toList());
  }

  private List<ProductId> idRange(Instant from, Instant to) {
    return sessionFactory.fromSession(
        session ->
            session
                .createSelectionQuery(
                    "from Product p where p.id between :from and :to order by p.id", Product.class)
                .setParameter("from", ProductId.minFor(from))
                .setParameter("to", ProductId.maxFor(to))
                .setCacheable(true)
                .getResultList()
                .stream()
                .map(Product::getId)
                .toList());
  }

  /** The one key of a region, read from the JCache itself, as Hibernate stored it. */
  private Object onlyKey(String region) {
    Cache<Object, Object> cache = cacheManager.getCache(region);
    assertNotNull(cache, () -> "no cache " + region + " in " + cacheManager.getCacheNames());
    List<Object> keys = new ArrayList<>();
    cache.forEach(entry -> keys.add(entry.getKey()));
    assertEquals(1, keys.size(), () -> region + " keys: " + keys);
    return keys.get(0);
  }

  private static byte[] serialize(Object value) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(value);
    } catch (IOException e) {
      throw new UncheckedIOException("serializing " + value, e);
    }
    return bytes.toByteArray();
  }

  private static Object deserialize(byte[] bytes) {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
      return in.readObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (ClassNotFoundException e) {
      throw new AssertionError(e);
    }
  }

  private String sql() {
    return String.join("\n", counter.sql());
  }
}
