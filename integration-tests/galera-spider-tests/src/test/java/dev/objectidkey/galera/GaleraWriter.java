package dev.objectidkey.galera;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.SessionFactory;

/**
 * One application process that writes through Galera: {@code count} transactions, each an {@link
 * Author} and its {@link Book}. After each commit it prints {@code ACK <author hex> <book hex>}; a
 * transaction that fails prints {@code FAIL <exception>} and is retried with new entities (a
 * failed commit may or may not have been applied, so only acknowledged ones are promised).
 *
 * <p>It prints {@code READY} once booted and starts on a line from its standard input.
 *
 * <p>Arguments: JDBC URL, writer name, count, pause in milliseconds between transactions.
 */
public final class GaleraWriter {

  private GaleraWriter() {}

  public static void main(String[] args) throws InterruptedException, IOException {
    String url = args[0];
    String writer = args[1];
    int count = Integer.parseInt(args[2]);
    long pause = Long.parseLong(args[3]);
    try (SessionFactory sessionFactory =
        Hibernate.sessionFactory(url, "none", Author.class, Book.class)) {
      System.out.println("READY " + writer);
      // Every writer starts on the parent's GO, so that they write at the same time.
      new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
      int done = 0;
      int failures = 0;
      while (done < count) {
        List<Object> ids = new ArrayList<>();
        try {
          sessionFactory.inTransaction(
              session -> {
                Author author = new Author(writer);
                session.persist(author);
                Book book = new Book(writer + " book", author);
                session.persist(book);
                ids.add(author.getId());
                ids.add(book.getId());
              });
          done++;
          System.out.println("ACK " + ids.get(0) + " " + ids.get(1));
        } catch (RuntimeException e) {
          failures++;
          System.out.println("FAIL " + e.toString().replace('\n', ' '));
          if (failures > 50) {
            System.out.println("GIVING UP");
            System.exit(2);
          }
          Thread.sleep(200);
        }
        if (pause > 0) {
          Thread.sleep(pause);
        }
      }
      System.out.println("DONE " + writer + " " + done + " " + failures);
    }
  }
}
