package dev.objectidkey.hibernate;

import static dev.objectidkey.hibernate.ObjectIdPersistenceSuite.hibernateAtLeast;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.hibernate.batch.Author;
import dev.objectidkey.hibernate.batch.AuthorId;
import dev.objectidkey.hibernate.batch.Book;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.hibernate.Hibernate;
import org.hibernate.Session;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Batch fetching and multi-load by typed id, where Hibernate binds many ids at once (HHH-16639,
 * HHH-17202; hypersistence-utils#700, where multi-load of another library's custom id type failed
 * on PostgreSQL's array cast). Each test checks that the results are exactly the requested
 * entities, and counts the statements: one per batch. On PostgreSQL Hibernate binds a batch as one
 * {@code bytea[]} array parameter ({@code id = any (?)}), on H2 and MariaDB as an {@code in} list.
 * Its tables start with {@code bl_}.
 */
abstract class BatchAndMultiLoadSuite extends SessionFactorySuite {

  /** The {@code @BatchSize} of {@link Author} and of {@link Author#getBooks()}. */
  private static final int BATCH_SIZE = 10;

  @Override
  protected Class<?>[] model() {
    return new Class<?>[] {Author.class, Book.class};
  }

  @Test
  void lazyReferencesToAnEntityWithBatchSizeLoadInOneStatementPerBatch() {
    List<Author> authors = persistAuthors("entity-batch", 25, 1);
    counter.reset();
    List<String> names =
        sessionFactory.fromSession(
            session -> {
              List<Book> books =
                  session
                      .createSelectionQuery(
                          "from Book b where b.title like 'entity-batch%' order by b.title",
                          Book.class)
                      .getResultList();
              assertEquals(25, books.size());
              assertTrue(books.stream().noneMatch(b -> Hibernate.isInitialized(b.getAuthor())));
              return books.stream().map(b -> b.getAuthor().getName()).sorted().toList();
            });
    assertEquals(authors.stream().map(Author::getName).sorted().toList(), names);
    assertEquals(1, selectsFrom("bl_book"), this::sql);
    // 25 ids in batches of at most 10: 10 + 10 + 5.
    assertEquals(3, selectsFrom("bl_author"), this::sql);
    assertBatchedByArrayOrInList("bl_author");
  }

  @Test
  void aCollectionWithBatchSizeLoadsTheBooksOfABatchOfAuthorsInOneStatement() {
    List<Author> authors = persistAuthors("collection-batch", 25, 2);
    counter.reset();
    List<String> titles =
        sessionFactory.fromSession(
            session -> {
              List<Author> loaded =
                  session
                      .createSelectionQuery(
                          "from Author a where a.name like 'collection-batch%'", Author.class)
                      .getResultList();
              assertEquals(25, loaded.size());
              List<String> all = new ArrayList<>();
              for (Author author : loaded) {
                assertEquals(2, author.getBooks().size(), author.getName());
                author.getBooks().forEach(book -> assertEquals(author, book.getAuthor()));
                author.getBooks().forEach(book -> all.add(book.getTitle()));
              }
              Collections.sort(all);
              return all;
            });
    List<String> expected = new ArrayList<>();
    authors.forEach(a -> a.getBooks().forEach(b -> expected.add(b.getTitle())));
    Collections.sort(expected);
    assertEquals(expected, titles);
    assertEquals(1, selectsFrom("bl_author"), this::sql);
    // The collections of 25 authors in batches of at most 10 owners.
    assertEquals(3, selectsFrom("bl_book"), this::sql);
    assertBatchedByArrayOrInList("bl_book");
  }

  @ParameterizedTest(name = "{0} ids")
  @ValueSource(ints = {1, 2, 10, 100, 1_000})
  void byMultipleIdsLoadsExactlyTheRequestedEntitiesInOrder(int count) {
    multiLoad(
        "by-multiple-ids-" + count,
        count,
        (session, ids) -> session.byMultipleIds(Author.class).multiLoad(ids));
  }

  @ParameterizedTest(name = "{0} ids")
  @ValueSource(ints = {1, 2, 10, 100, 1_000})
  void findMultipleLoadsExactlyTheRequestedEntitiesInOrder(int count) {
    Assumptions.assumeTrue(
        hibernateAtLeast(7, 0),
        "Session.findMultiple is new in Hibernate 7.0; on 6.6 byMultipleIds is tested instead");
    multiLoad(
        "find-multiple-" + count,
        count,
        (session, ids) -> LineApi.findMultiple(session, Author.class, ids));
  }

  @ParameterizedTest(name = "{0} ids")
  @ValueSource(ints = {1, 2, 10, 100, 1_000})
  void anInListOfTypedIdsIsOneStatementWithExactlyTheMatchingRows(int count) {
    List<AuthorId> ids = idsOf(persistAuthors("in-list-" + count, count + 5, 0));
    // The first count of them, not the 5 others, plus one id that is in no row.
    List<AuthorId> requested = new ArrayList<>(ids.subList(0, count));
    Collections.shuffle(requested, new Random(count));
    if (count > 1) {
      requested.set(count / 2, AuthorId.generate());
    }
    counter.reset();
    List<AuthorId> found =
        sessionFactory.fromSession(
            session ->
                session
                    .createSelectionQuery(
                        "select a.id from Author a where a.id in :ids order by a.id",
                        AuthorId.class)
                    .setParameterList("ids", requested)
                    .getResultList());
    Set<AuthorId> expected = new TreeSet<>(requested);
    expected.retainAll(ids);
    assertEquals(List.copyOf(expected), found);
    assertEquals(List.of("select"), counter.sql().stream().map(s -> s.split(" ")[0]).toList());
  }

  // ~~~ Support
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

  /** What a multi-load returns for ids: one entity or null per id, in their order. */
  @FunctionalInterface
  private interface MultiLoad {
    List<Author> load(Session session, List<AuthorId> ids);
  }

  /**
   * Loads {@code count} of {@code count + 5} persisted authors, shuffled, with an unknown id in
   * the middle, and checks each position of the result.
   */
  private void multiLoad(String tag, int count, MultiLoad load) {
    List<Author> authors = persistAuthors(tag, count + 5, 0);
    List<AuthorId> requested = new ArrayList<>(idsOf(authors).subList(0, count));
    Collections.shuffle(requested, new Random(count));
    AuthorId unknown = AuthorId.generate();
    if (count > 1) {
      requested.set(count / 2, unknown);
    }
    counter.reset();
    List<Author> loaded = sessionFactory.fromSession(session -> load.load(session, requested));
    assertEquals(requested.size(), loaded.size());
    for (int i = 0; i < requested.size(); i++) {
      if (requested.get(i).equals(unknown)) {
        assertNull(loaded.get(i), "position " + i + " is the unknown id " + unknown);
      } else {
        assertEquals(requested.get(i), loaded.get(i).getId(), "position " + i);
        assertEquals(nameOf(authors, requested.get(i)), loaded.get(i).getName());
      }
    }
    assertEquals(expectedMultiLoadStatements(count), selectsFrom("bl_author"), this::sql);
    if (count > 1) {
      assertBatchedByArrayOrInList("bl_author");
    }
  }

  /** The statements that a multi-load of {@code count} ids sends. */
  protected long expectedMultiLoadStatements(int count) {
    return 1;
  }

  /**
   * The SQL that binds a batch of ids: an {@code in} list, or on PostgreSQL one array parameter
   * ({@code = any (?)}).
   */
  protected String batchPredicate() {
    return " in (";
  }

  private void assertBatchedByArrayOrInList(String table) {
    List<String> selects = selects(table);
    assertTrue(
        selects.stream().allMatch(sql -> sql.contains(batchPredicate())),
        () -> "expected " + batchPredicate() + " in\n" + String.join("\n", selects));
  }

  private List<Author> persistAuthors(String tag, int count, int booksEach) {
    List<Author> authors = new ArrayList<>();
    sessionFactory.inTransaction(
        session -> {
          for (int i = 0; i < count; i++) {
            Author author = new Author(String.format("%s-%04d", tag, i));
            session.persist(author);
            for (int b = 0; b < booksEach; b++) {
              session.persist(new Book(String.format("%s-%04d-%d", tag, i, b), author));
            }
            authors.add(author);
          }
        });
    return authors;
  }

  private static List<AuthorId> idsOf(List<Author> authors) {
    return authors.stream().map(Author::getId).toList();
  }

  private static String nameOf(List<Author> authors, AuthorId id) {
    return authors.stream().filter(a -> a.getId().equals(id)).findFirst().orElseThrow().getName();
  }

  private List<String> selects(String table) {
    return counter.sql().stream()
        .filter(sql -> sql.startsWith("select") && sql.contains(" from " + table + " "))
        .toList();
  }

  private long selectsFrom(String table) {
    return selects(table).size();
  }

  private String sql() {
    return String.join("\n", counter.sql());
  }
}
