package dev.objectidkey.benchmarks.processor;

/** One way of compiling the same entities, timed by {@link ProcessorCostBenchmark}. */
enum Build {

  /**
   * No processor ({@code -proc:none}); the id classes and converters that objectidkey-processor
   * writes are compiled as ordinary sources, so every build ends with the same classes.
   */
  NO_PROCESSOR("no processor (id classes as sources)"),

  /**
   * The floor for any processor with our output: {@link FilerFloorProcessor} only copies the
   * sources that objectidkey-processor wrote through javac's {@code Filer}, in the same round, so
   * javac pays for a second round and for the files' bookkeeping, and nothing else.
   */
  FILER_FLOOR("floor: the same sources through the Filer"),

  /** objectidkey-processor generates the id classes and converters in the same javac run. */
  OBJECTIDKEY("objectidkey-processor"),

  /**
   * The reference: hibernate-processor writes the JPA static metamodel ({@code Entity0042_}); the
   * id classes are compiled as sources, as in {@link #NO_PROCESSOR}.
   */
  HIBERNATE("hibernate-processor (reference)"),

  /**
   * Both, in the two compiler executions that the README prescribes (they cannot share one javac
   * run): objectidkey-processor alone with {@code -proc:only}, then javac with hibernate-processor
   * over the entities and the id classes' sources.
   */
  BOTH("both, two executions");

  final String label;

  Build(String label) {
    this.label = label;
  }
}
