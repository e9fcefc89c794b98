package dev.objectidkey.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.objectidkey.sample.mongo.Progress;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

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
