package dev.objectidkey.benchmarks;

import java.util.Locale;

/** A Markdown table of results, written a row at a time, in the form every benchmark prints. */
public final class Table {

  private final StringBuilder out;

  /**
   * A table headed by {@code header}, its cells separated by {@code " | "}, each column aligned as
   * the letter of {@code alignments} says: {@code l} left, {@code r} right.
   */
  public Table(String alignments, String header) {
    out = new StringBuilder("| " + header + " |\n|");
    alignments.chars().forEach(a -> out.append(a == 'r' ? "---:|" : "---|"));
    out.append('\n');
  }

  /** Adds a row of {@code format}, in the root locale, its cells separated by {@code " | "}. */
  public Table row(String format, Object... values) {
    out.append("| ").append(String.format(Locale.ROOT, format, values)).append(" |\n");
    return this;
  }

  @Override
  public String toString() {
    return out.toString();
  }
}
