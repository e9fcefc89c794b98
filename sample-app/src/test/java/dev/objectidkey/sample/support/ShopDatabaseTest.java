package dev.objectidkey.sample.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Opening an H2 file database whose directory does not exist yet. */
class ShopDatabaseTest {

  @Test
  void theDirectoryOfAnH2FileDatabaseIsCreatedWithoutItsOptions(@TempDir Path dir) {
    Path database = dir.resolve("a/b/shop");

    ShopDatabase.createH2Directory("jdbc:h2:file:" + database + ";MODE=PostgreSQL");

    assertTrue(Files.isDirectory(dir.resolve("a/b")));
    assertFalse(Files.exists(database), "the database file is H2's to create");
    assertFalse(Files.exists(dir.resolve("a/b/shop;MODE=PostgreSQL")));
  }

  @Test
  void callersRacingOnANewDirectoryAllSucceed(@TempDir Path dir) throws Exception {
    // The CI failure this guards: two processes on a new ./data, and H2's check-then-create lost.
    String url = "jdbc:h2:file:" + dir.resolve("data/shop");
    int callers = 8;
    CountDownLatch start = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(callers);
    try {
      List<Future<?>> calls = new ArrayList<>();
      for (int i = 0; i < callers; i++) {
        calls.add(
            pool.submit(
                () -> {
                  start.await();
                  ShopDatabase.createH2Directory(url);
                  return null;
                }));
      }
      start.countDown();
      for (Future<?> call : calls) {
        call.get();
      }
    } finally {
      pool.shutdownNow();
    }
    assertTrue(Files.isDirectory(dir.resolve("data")));
  }

  @Test
  void aFileWhereTheDirectoryShouldBeIsLeftForH2ToReport(@TempDir Path dir) throws Exception {
    Path data = dir.resolve("data");
    Files.writeString(data, "not a directory");

    ShopDatabase.createH2Directory("jdbc:h2:file:" + data.resolve("shop"));

    assertEquals("not a directory", Files.readString(data), "nothing of the user's is touched");
  }

  @Test
  void otherUrlsCreateNothing(@TempDir Path dir) throws Exception {
    ShopDatabase.createH2Directory("jdbc:h2:mem:" + dir.resolve("x/shop"));
    ShopDatabase.createH2Directory("jdbc:postgresql://127.0.0.1/test");

    try (var entries = Files.list(dir)) {
      assertEquals(0, entries.count());
    }
  }
}
