package dev.objectidkey.cluster;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.ObjectOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.hibernate.SessionFactory;
import org.hibernate.cache.spi.RegionFactory;
import org.hibernate.cache.spi.access.EntityDataAccess;
import org.hibernate.cfg.Configuration;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.persister.entity.EntityPersister;
import org.hibernate.stat.Statistics;
import org.infinispan.Cache;
import org.infinispan.commons.marshall.Marshaller;
import org.infinispan.factories.GlobalComponentRegistry;
import org.infinispan.factories.KnownComponentNames;
import org.infinispan.hibernate.cache.v62.InfinispanRegionFactory;
import org.infinispan.manager.EmbeddedCacheManager;
import org.infinispan.marshall.core.impl.DelegatingUserMarshaller;

/**
 * One application node: a SessionFactory with cached entities keyed by typed ids, in a JVM of its
 * own, configured as a user configures a clustered second-level cache (Infinispan's region factory,
 * an Infinispan file, a JGroups stack). The test starts two and drives them by commands on standard
 * input, one a line, each answered by one line on standard output: {@code ok key=value ...} or
 * {@code error <message>}. After each command the answer reports what Hibernate's statistics
 * counted during it: {@code sql} (JDBC statements prepared), {@code hits}, {@code misses} and
 * {@code puts} of the second-level cache.
 *
 * <p>Arguments: the node's name, the JDBC URL, user and password, and {@code create} (this node
 * creates the tables) or {@code none}. System properties: {@code objectidkey.cluster.name},
 * {@code objectidkey.cluster.port} and {@code objectidkey.cluster.hosts}, which the Infinispan and
 * JGroups files read, and {@code objectidkey.cluster.lifetime}, the seconds after which the node
 * stops whatever happens.
 *
 * <p>A node never outlives its test: it exits when its standard input closes (the test's JVM
 * ended, or closed it) and when its lifetime is over.
 */
public final class ClusterNode {

  private final SessionFactory sessionFactory;
  private final PrintStream answers;

  private ClusterNode(SessionFactory sessionFactory, PrintStream answers) {
    this.sessionFactory = sessionFactory;
    this.answers = answers;
  }

  /**
   * Starts the node and answers commands until {@code quit} or the end of standard input.
   *
   * @param args name, JDBC URL, user, password, {@code create} or {@code none}
   */
  public static void main(String[] args) throws IOException {
    // Standard output carries the answers only: whatever a library prints goes to the log.
    PrintStream answers = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    System.setOut(System.err);
    long lifetime = Long.getLong("objectidkey.cluster.lifetime", 120);
    Thread deadline =
        new Thread(
            () -> {
              try {
                TimeUnit.SECONDS.sleep(lifetime);
              } catch (InterruptedException e) {
                return;
              }
              System.err.println(args[0] + ": lifetime of " + lifetime + " s over, halting");
              Runtime.getRuntime().halt(3);
            },
            "node-lifetime");
    deadline.setDaemon(true);
    deadline.start();

    ClusterNode node;
    try {
      node = new ClusterNode(sessionFactory(args[1], args[2], args[3], args[4]), answers);
    } catch (RuntimeException e) {
      e.printStackTrace();
      answers.println("error " + oneLine(e));
      System.exit(2);
      return;
    }
    answers.println("ok ready=" + args[0]);
    BufferedReader commands =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    try {
      for (String line; (line = commands.readLine()) != null && !line.equals("quit"); ) {
        answers.println(node.answer(line));
      }
    } finally {
      node.sessionFactory.close();
    }
    answers.println("ok stopped=" + args[0]);
    // Infinispan's and JGroups' threads are stopped by close(); exit all the same.
    System.exit(0);
  }

  private static SessionFactory sessionFactory(
      String url, String user, String password, String schemaAction) {
    Configuration configuration =
        new Configuration()
            .addAnnotatedClass(Customer.class)
            .addAnnotatedClass(Product.class)
            .addAnnotatedClass(Article.class);
    configuration.setProperty("hibernate.connection.url", url);
    configuration.setProperty("hibernate.connection.username", user);
    configuration.setProperty("hibernate.connection.password", password);
    configuration.setProperty("hibernate.hbm2ddl.auto", schemaAction);
    // An insert of a Product evicts its supplier's cached products, on every node: without it,
    // Hibernate leaves an inverse collection's cache entry as it was.
    configuration.setProperty("hibernate.cache.auto_evict_collection_cache", "true");
    configuration.setProperty("hibernate.generate_statistics", "true");
    // The clustered second-level cache, as a user configures it.
    configuration.setProperty("hibernate.cache.use_second_level_cache", "true");
    configuration.setProperty("hibernate.cache.region.factory_class", "infinispan");
    configuration.setProperty("hibernate.cache.infinispan.cfg", "cluster-infinispan.xml");
    configuration.setProperty(
        "hibernate.cache.infinispan." + Product.REGION + ".cfg", "replicated-entity");
    configuration.setProperty(
        "hibernate.cache.infinispan." + Article.REGION + ".cfg", "replicated-entity");
    return configuration.buildSessionFactory();
  }

  private String answer(String line) {
    List<String> words = List.of(line.split(" "));
    Statistics statistics = sessionFactory.getStatistics();
    statistics.clear();
    Map<String, Object> result = new LinkedHashMap<>();
    try {
      run(words, result);
    } catch (RuntimeException | IOException | InterruptedException e) {
      e.printStackTrace();
      return "error " + line + ": " + oneLine(e);
    }
    result.put("sql", statistics.getPrepareStatementCount());
    result.put("hits", statistics.getSecondLevelCacheHitCount());
    result.put("misses", statistics.getSecondLevelCacheMissCount());
    result.put("puts", statistics.getSecondLevelCachePutCount());
    return "ok "
        + result.entrySet().stream()
            .map(e -> e.getKey() + "=" + e.getValue())
            .collect(Collectors.joining(" "));
  }

  private void run(List<String> words, Map<String, Object> result)
      throws IOException, InterruptedException {
    switch (words.get(0)) {
      case "members" -> result.put("members", cacheManager().getMembers().size());
      case "versions" -> {
        // What this JVM runs on: its classpath is the test's, so each line's own hibernate-core.
        result.put("hibernate", org.hibernate.Version.getVersionString());
        result.put("infinispan", org.infinispan.commons.util.Version.getVersion());
      }
      case "add-customer" -> {
        Customer customer = new Customer(words.get(1));
        sessionFactory.inTransaction(session -> session.persist(customer));
        result.put("id", customer.getId());
      }
      case "add-product" -> {
        CustomerId supplier = CustomerId.parse(words.get(3));
        Product product =
            sessionFactory.fromTransaction(
                session -> {
                  Product p =
                      new Product(
                          words.get(1),
                          Integer.parseInt(words.get(2)),
                          session.getReference(Customer.class, supplier));
                  session.persist(p);
                  return p;
                });
        result.put("id", product.getId());
      }
      case "add-article" -> {
        Article article = new Article(Long.valueOf(words.get(1)), words.get(2));
        sessionFactory.inTransaction(session -> session.persist(article));
        result.put("id", article.getId());
      }
      case "product" ->
          sessionFactory.inSession(
              session -> {
                Product product = session.find(Product.class, ProductId.parse(words.get(1)));
                result.put("found", product != null);
                if (product != null) {
                  result.put("name", product.getName());
                  result.put("price", product.getPrice());
                  // The typed foreign key, read from the cached state without loading the customer.
                  result.put("supplier", product.getSupplier().getId());
                }
              });
      case "article" ->
          sessionFactory.inSession(
              session -> {
                Article article = session.find(Article.class, Long.valueOf(words.get(1)));
                result.put("found", article != null);
              });
      case "customer" ->
          sessionFactory.inSession(
              session -> {
                Customer customer = session.find(Customer.class, CustomerId.parse(words.get(1)));
                result.put("found", customer != null);
                if (customer != null) {
                  result.put("name", customer.getName());
                }
              });
      case "products" ->
          sessionFactory.inSession(
              session ->
                  result.put(
                      "products",
                      session
                          .find(Customer.class, CustomerId.parse(words.get(1)))
                          .getProducts()
                          .stream()
                          .map(Product::getName)
                          .sorted()
                          .collect(Collectors.joining(",", "[", "]"))));
      case "set-price" ->
          sessionFactory.inTransaction(
              session ->
                  session
                      .find(Product.class, ProductId.parse(words.get(1)))
                      .setPrice(Integer.parseInt(words.get(2))));
      case "rename-customer" ->
          sessionFactory.inTransaction(
              session ->
                  session
                      .find(Customer.class, CustomerId.parse(words.get(1)))
                      .setName(words.get(2)));
      case "remove-customer" ->
          sessionFactory.inTransaction(
              session ->
                  session.remove(session.find(Customer.class, CustomerId.parse(words.get(1)))));
      case "remove-product" ->
          sessionFactory.inTransaction(
              session ->
                  session.remove(session.find(Product.class, ProductId.parse(words.get(1)))));
      case "cached" -> {
        // Whether this node's cache would answer a find now, without loading anything: an entry
        // that Infinispan marks as removed or being written (a tombstone) is no answer.
        boolean customer = words.get(1).equals("customer");
        Object id = customer ? CustomerId.parse(words.get(2)) : ProductId.parse(words.get(2));
        EntityPersister persister = persister(customer ? Customer.class : Product.class);
        result.put(
            "cached",
            sessionFactory.fromSession(
                session -> {
                  EntityDataAccess access = persister.getCacheAccessStrategy();
                  Object key = access.generateCacheKey(id, persister, persister.getFactory(), null);
                  return access.get(session.unwrap(SharedSessionContractImplementor.class), key)
                      != null;
                }));
      }
      case "key" -> key(words.get(1), words.get(2), result);
      default -> throw new IllegalArgumentException("unknown command " + words.get(0));
    }
  }

  /**
   * The cache key that Hibernate makes for an entity's id, looked up in the Infinispan cache of
   * this node, and its size as Infinispan marshals it for other nodes and as Java serialization
   * writes it.
   */
  private void key(String entityName, String id, Map<String, Object> result)
      throws IOException, InterruptedException {
    boolean article = entityName.equals("article");
    Object entityId = article ? Long.valueOf(id) : ProductId.parse(id);
    EntityPersister persister = persister(article ? Article.class : Product.class);
    Object key =
        persister
            .getCacheAccessStrategy()
            .generateCacheKey(entityId, persister, persister.getFactory(), null);
    String region = persister.getCacheAccessStrategy().getRegion().getName();
    Cache<Object, Object> cache = cacheManager().getCache(region, false);
    result.put("class", key.getClass().getName());
    result.put("stored", cache != null && cache.containsKey(key));
    Marshaller marshaller =
        GlobalComponentRegistry.of(cacheManager())
            .getComponent(Marshaller.class, KnownComponentNames.USER_MARSHALLER);
    if (marshaller instanceof DelegatingUserMarshaller delegating) {
      marshaller = delegating.getDelegate();
    }
    // Infinispan marshals keys of application types with the user marshaller: JBoss Marshalling
    // when infinispan-jboss-marshalling is on the classpath, as Infinispan's Hibernate module has.
    result.put("marshaller", marshaller.getClass().getName());
    result.put("mediaType", marshaller.mediaType());
    result.put("marshalled", marshaller.objectToByteBuffer(key).length);
    result.put("marshalledId", marshaller.objectToByteBuffer(entityId).length);
    result.put("java", javaSerialized(key).length);
    result.put("javaId", javaSerialized(entityId).length);
  }

  private EntityPersister persister(Class<?> entity) {
    return sessionFactory
        .unwrap(SessionFactoryImplementor.class)
        .getMappingMetamodel()
        .getEntityDescriptor(entity);
  }

  private EmbeddedCacheManager cacheManager() {
    RegionFactory regionFactory =
        sessionFactory
            .unwrap(SessionFactoryImplementor.class)
            .getServiceRegistry()
            .requireService(RegionFactory.class);
    return ((InfinispanRegionFactory) regionFactory).getCacheManager();
  }

  private static byte[] javaSerialized(Object value) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(value);
    }
    return bytes.toByteArray();
  }

  private static String oneLine(Throwable e) {
    StringBuilder message = new StringBuilder(String.valueOf(e));
    for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
      message.append(" / caused by ").append(cause);
    }
    return message.toString().replace('\n', ' ');
  }
}
