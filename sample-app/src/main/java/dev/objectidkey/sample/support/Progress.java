package dev.objectidkey.sample.support;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * A count of documents on stderr, at most once a second, for large files; silent unless stderr is
 * a terminal, so scripts and logs see only the outcome.
 */
public final class Progress {

  private static final long SECOND = 1_000_000_000L;

  private final PrintWriter err;
  private final LongSupplier nanoTime;
  private long nextPrint;
  private boolean printed;

  /** A counter on {@code err}, or a silent one if it is null, read from {@code nanoTime}. */
  public Progress(PrintWriter err, LongSupplier nanoTime) {
    this.err = err;
    this.nanoTime = nanoTime;
    this.nextPrint = nanoTime.getAsLong() + SECOND;
  }

  /**
   * A counter on {@code err} when the process runs on a terminal, else a silent one. Java 17 cannot
   * ask about stderr alone: {@link System#console()} is not null when stdin and stdout are a
   * terminal, which is how a person runs the command; a script that redirects them gets no count.
   */
  public static Progress onTerminal(PrintWriter err) {
    return new Progress(System.console() != null ? err : null, System::nanoTime);
  }

  /** Reports that {@code count} {@code what} (such as orders) were read, at most once a second. */
  public void update(String what, long count) {
    if (err == null) {
      return;
    }
    long now = nanoTime.getAsLong();
    if (now - nextPrint >= 0) {
      err.print(String.format(Locale.ROOT, "\r%,d %s read", count, what));
      err.flush();
      printed = true;
      nextPrint = now + SECOND;
    }
  }

  /** Ends the count's line, if one was printed. */
  public void done() {
    if (printed) {
      err.println();
      printed = false;
    }
  }
}
