package dev.objectidkey.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.sample.mongo.ExtendedJsonFile;
import dev.objectidkey.sample.mongo.ImportRejectedException;
import dev.objectidkey.sample.mongo.MongoImport;
import dev.objectidkey.sample.shop.ShopService;
import dev.objectidkey.sample.support.Progress;
import dev.objectidkey.sample.support.ShopDatabase;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** import-mongo's count for large files: at most once a second, and nothing when not asked for. */
class ProgressTest {

  @Test
  void printsTheCountAtMostOnceASecondThenEndsTheLine() {
    AtomicLong now = new AtomicLong(5_000_000_000L);
    StringWriter err = new StringWriter();
    Progress progress = new Progress(new PrintWriter(err), now::get);

    for (long count = 1; count <= 30_000; count++) {
      now.addAndGet(100_000L); // 0.1 ms a document: 3 seconds for the lot
      progress.update("orders", count);
    }
    progress.done();

    assertEquals("\r10,000 orders read\r20,000 orders read\r30,000 orders read\n", err.toString());
  }

  @Test
  void aFailedImportEndsTheCountsLineBeforeItsErrorIsPrinted(@TempDir Path dir) throws IOException {
    // The issue saw "25,000 orders readorders.json, line 30000: ..." on a terminal.
    AtomicLong now = new AtomicLong();
    StringWriter err = new StringWriter();
    Progress progress = new Progress(new PrintWriter(err), () -> now.addAndGet(2_000_000_000L));
    Path customers = dir.resolve("customers.json");
    Files.write(
        customers,
        List.of(
            "{\"_id\": {\"$oid\": \"5f1d7e3a9b1e8c0012345601\"}, \"name\": \"Ada\"}",
            "{\"_id\": {\"$oid\": \"5f1d7e3a9b1e8c0012345602\"}, \"name\": 1"));
    Path orders = Files.writeString(dir.resolve("orders.json"), "");

    try (SessionFactory factory =
        new ShopDatabase("jdbc:h2:file:" + dir.resolve("shop"), null, null, Duration.ofSeconds(10))
            .open(ShopService.persistence(), 1)) {
      assertThrows(
          ImportRejectedException.class,
          () ->
              new MongoImport(factory, progress)
                  .run(
                      new ExtendedJsonFile(customers, false), new ExtendedJsonFile(orders, false)));
    }

    assertEquals("\r1 customers read\n", err.toString());
    assertTrue(err.toString().endsWith("\n"));
  }

  @Test
  void printsNothingForAShortImport() {
    AtomicLong now = new AtomicLong();
    StringWriter err = new StringWriter();
    Progress progress = new Progress(new PrintWriter(err), now::get);

    progress.update("customers", 1);
    now.addAndGet(999_999_999L);
    progress.update("customers", 2);
    progress.done();

    assertEquals("", err.toString());
  }
}
