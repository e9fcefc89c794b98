package dev.objectidkey.benchmarks.persistence;

/**
 * How far a table's {@code ORDER BY id} is from the order in which its rows were inserted: the
 * order columns of {@code docs/benchmarks/results.md}, "Many processes, one database", "What the
 * columns measure". {@code crossSecondInvertedPairs} is -1 where the key has no timestamp.
 */
record InsertOrder(
    long adjacentPairs,
    long adjacentInverted,
    long pairs,
    long invertedPairs,
    long crossSecondInvertedPairs,
    long largestInversionMicros) {

  /**
   * Measures one table.
   *
   * @param idSeconds each row's id timestamp, in id order; {@code null} if the key has none
   * @param arrival each row's place in the insert order, in id order; distinct values
   * @param insertedMicros each row's insert time, in id order
   */
  static InsertOrder of(long[] idSeconds, long[] arrival, long[] insertedMicros) {
    int n = arrival.length;
    long adjacentInverted = 0;
    long latestSoFar = Long.MIN_VALUE;
    long largestInversion = 0;
    for (int i = 1; i < n; i++) {
      if (arrival[i] < arrival[i - 1]) {
        adjacentInverted++;
      }
      // The row inserted latest among those before this one in id order: if it came after this
      // row, the gap between the two is this row's largest inversion.
      latestSoFar = Math.max(latestSoFar, insertedMicros[i - 1]);
      largestInversion = Math.max(largestInversion, latestSoFar - insertedMicros[i]);
    }
    long[] scratch = new long[n];
    long inverted = inversions(arrival.clone(), scratch, 0, n);
    long crossSecond = -1;
    if (idSeconds != null) {
      // Ids sort by their second first, so each second is one run in id order; the inversions
      // inside the runs are the same-second ones, and every other inversion crosses a second.
      crossSecond = inverted;
      long[] runs = arrival.clone();
      for (int from = 0; from < n; ) {
        int to = from + 1;
        while (to < n && idSeconds[to] == idSeconds[from]) {
          to++;
        }
        crossSecond -= inversions(runs, scratch, from, to);
        from = to;
      }
    }
    return new InsertOrder(
        Math.max(0, n - 1),
        adjacentInverted,
        (long) n * (n - 1) / 2,
        inverted,
        crossSecond,
        largestInversion);
  }

  /** Pairs {@code i < j} in {@code [from, to)} with {@code a[i] > a[j]}; sorts that range. */
  static long inversions(long[] a, long[] scratch, int from, int to) {
    if (to - from < 2) {
      return 0;
    }
    int mid = (from + to) >>> 1;
    long count = inversions(a, scratch, from, mid) + inversions(a, scratch, mid, to);
    int i = from;
    int j = mid;
    int k = from;
    while (i < mid && j < to) {
      if (a[i] <= a[j]) {
        scratch[k++] = a[i++];
      } else {
        // a[j] is smaller than every element still waiting in the left half.
        count += mid - i;
        scratch[k++] = a[j++];
      }
    }
    // What is left of the right half is already in place; what is left of the left half goes last.
    System.arraycopy(a, i, a, k, mid - i);
    System.arraycopy(scratch, from, a, from, k - from);
    return count;
  }
}
