package dev.objectidkey.benchmarks.processor;

import static dev.objectidkey.benchmarks.Measures.loadAverage;
import static dev.objectidkey.benchmarks.Measures.median;

import dev.objectidkey.benchmarks.Charts;
import dev.objectidkey.benchmarks.Options;
import dev.objectidkey.benchmarks.Table;
import java.awt.Color;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.knowm.xchart.style.XYStyler;

/**
 * Times javac, in this JVM, on generated {@code @ObjectIdKey} JPA entities ({@link EntitySources})
 * in each {@link Build}, all ending with the same class files. The method, the options and their
 * defaults are in benchmarks/README.md, "Run the processor-cost benchmark".
 */
public final class ProcessorCostBenchmark {

  static final String OBJECTIDKEY_PROCESSOR = "dev.objectidkey.processor.ObjectIdKeyProcessor";
  static final String HIBERNATE_PROCESSOR = "org.hibernate.processor.HibernateProcessor";

  /**
   * One way of compiling the same entities, with its colour in the chart (none for the floor: XChart
   * picks one); the README's table of builds says what each runs.
   */
  enum Build {
    NO_PROCESSOR("no processor (id classes as sources)", Charts.GREY),
    FILER_FLOOR("floor: the same sources through the Filer", null),
    OBJECTIDKEY("objectidkey-processor", Charts.BLUE),
    HIBERNATE("hibernate-processor (reference)", Charts.RED),
    BOTH("both, two executions", Charts.GREEN);

    final String label;
    final Color color;

    Build(String label, Color color) {
      this.label = label;
      this.color = color;
    }
  }

  record Sample(long wallNanos, long cpuNanos) {}

  record Series(int entities, Build build, List<Sample> samples) {

    double[] seconds(boolean cpu) {
      return samples.stream()
          .mapToDouble(s -> (cpu ? s.cpuNanos() : s.wallNanos()) / 1e9)
          .toArray();
    }
  }

  private final JavaCompiler javac;
  private final String classPath;

  /** The class path for a new class loader per compile ({@code --loading=fresh}), else null. */
  private final URL[] freshUrls;

  private final com.sun.management.OperatingSystemMXBean os =
      (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

  private ProcessorCostBenchmark(JavaCompiler javac, String classPath, boolean freshLoader) {
    this.javac = javac;
    this.classPath = classPath;
    String[] entries = classPath.split(File.pathSeparator);
    freshUrls = freshLoader ? new URL[entries.length] : null;
    for (int i = 0; freshLoader && i < entries.length; i++) {
      try {
        freshUrls[i] = Path.of(entries[i]).toUri().toURL();
      } catch (MalformedURLException e) {
        throw new IllegalStateException("Invalid class path entry \"" + entries[i] + "\"", e);
      }
    }
  }

  public static void main(String[] args) throws IOException {
    Options options =
        Options.parse(args, "sizes", "warmup", "iterations", "loading", "builds", "out");
    int[] sizes = options.integers("sizes", "10,100,1000");
    int warmup = options.integer("warmup", 3);
    int iterations = options.integer("iterations", 7);
    // fresh: a new class loader per compile; shared: one for the whole run.
    String loading = options.choice("loading", "fresh", "shared");
    List<Build> builds =
        options.get("builds") == null
            ? List.of(Build.values())
            : Stream.concat(Stream.of("no_processor"), options.list("builds", "").stream())
                .map(name -> Build.valueOf(name.toUpperCase(Locale.ROOT)))
                .distinct()
                .toList();
    Path out = Path.of(options.get("out", "."));

    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    if (javac == null) {
      throw new IllegalStateException(
          "No system Java compiler: run this benchmark on a JDK, not a JRE");
    }
    System.out.printf(
        Locale.ROOT,
        "java %s, %d processors, loading=%s, load average %s%n",
        System.getProperty("java.runtime.version"),
        Runtime.getRuntime().availableProcessors(),
        loading,
        loadAverage());
    ProcessorCostBenchmark benchmark =
        new ProcessorCostBenchmark(
            javac, System.getProperty("java.class.path"), loading.equals("fresh"));
    Path work = Files.createTempDirectory("processor-cost");
    List<Series> results = new ArrayList<>();
    try {
      for (int size : sizes) {
        results.addAll(
            benchmark.measure(work.resolve("n" + size), size, builds, warmup, iterations));
      }
    } finally {
      delete(work);
    }
    System.out.printf(Locale.ROOT, "%nload average at the end: %s%n%n", loadAverage());
    System.out.print(table(results, iterations));

    Files.createDirectories(out);
    Path csv = out.resolve("processor-cost-" + loading + ".csv");
    Files.writeString(csv, csv(results));
    Path chart = out.resolve("processor-cost-" + loading + ".png");
    writeChart(results, chart, iterations, loading);
    System.out.printf(Locale.ROOT, "%nwrote %s and %s%n", csv, chart);
  }

  private List<Series> measure(Path dir, int size, List<Build> builds, int warmup, int iterations)
      throws IOException {
    List<Path> entities = EntitySources.write(dir.resolve("src"), size);

    // Once, untimed: objectidkey-processor's output, as sources for the builds without it, and the
    // class files that every build must produce.
    Path generated = dir.resolve("generated");
    Path prepClasses = dir.resolve("prep-classes");
    compile(entities, OBJECTIDKEY_PROCESSOR, null, false, prepClasses, generated);
    List<Path> idSources = files(generated, ".java");
    Set<String> expected = classFiles(prepClasses);
    Set<String> withMetamodel = new TreeSet<>(expected);
    for (int i = 0; i < size; i++) {
      String entity = EntitySources.packageName(i) + "." + EntitySources.simpleName(i);
      withMetamodel.add(entity.replace('.', '/') + "_.class");
    }
    delete(prepClasses);
    System.out.printf(
        Locale.ROOT,
        "%n== %,d entities: %d generated sources, %d class files%n",
        size,
        idSources.size(),
        expected.size());

    List<Series> series =
        builds.stream().map(build -> new Series(size, build, new ArrayList<>())).toList();
    for (int round = 0; round < warmup + iterations; round++) {
      boolean measured = round >= warmup;
      for (int k = 0; k < series.size(); k++) {
        Series built = series.get((k + round) % series.size());
        Build build = built.build();
        Path run = dir.resolve("run");
        boolean metamodel = build == Build.HIBERNATE || build == Build.BOTH;
        Sample sample = run(build, entities, idSources, run, metamodel ? withMetamodel : expected);
        delete(run);
        if (measured) {
          built.samples().add(sample);
        }
        System.out.printf(
            Locale.ROOT,
            "%s %d  %-38s wall %7.3f s  cpu %7.3f s%n",
            measured ? "round" : "warm-up",
            measured ? round - warmup + 1 : round + 1,
            build.label,
            sample.wallNanos() / 1e9,
            sample.cpuNanos() / 1e9);
      }
    }
    return series;
  }

  private Sample run(
      Build build, List<Path> entities, List<Path> idSources, Path dir, Set<String> expected)
      throws IOException {
    Path classes = dir.resolve("classes");
    Path s1 = dir.resolve("s1");
    List<Path> all = Stream.concat(entities.stream(), idSources.stream()).toList();
    System.gc();
    System.gc();
    long cpu = os.getProcessCpuTime();
    long start = System.nanoTime();
    switch (build) {
      case NO_PROCESSOR -> compile(all, null, null, false, classes, s1);
      case FILER_FLOOR ->
          compile(entities, null, new FilerFloorProcessor(idSources), false, classes, s1);
      case OBJECTIDKEY -> compile(entities, OBJECTIDKEY_PROCESSOR, null, false, classes, s1);
      case HIBERNATE -> compile(all, HIBERNATE_PROCESSOR, null, false, classes, s1);
      case BOTH -> {
        // The README's two executions (the two processors cannot share one javac run): ours alone,
        // -proc:only, then the metamodel generator over the entities and the id classes it wrote.
        compile(entities, OBJECTIDKEY_PROCESSOR, null, true, classes, s1);
        List<Path> second = Stream.concat(entities.stream(), files(s1, ".java").stream()).toList();
        compile(second, HIBERNATE_PROCESSOR, null, false, classes, dir.resolve("s2"));
      }
    }
    Sample sample = new Sample(System.nanoTime() - start, os.getProcessCpuTime() - cpu);
    Set<String> produced = classFiles(classes);
    if (!produced.equals(expected)) {
      throw new IllegalStateException(
          "Build %s produced other classes than expected: missing %s, unexpected %s"
              .formatted(build, firstOf(expected, produced), firstOf(produced, expected)));
    }
    return sample;
  }

  /**
   * Runs javac once on {@code sources} into {@code classes}, writing generated sources to
   * {@code generated}, with the processor named (loaded as {@code --loading} says), else the
   * processor {@code instance}; with neither, {@code -proc:none}.
   */
  private void compile(
      List<Path> sources,
      String processor,
      Processor instance,
      boolean procOnly,
      Path classes,
      Path generated)
      throws IOException {
    Files.createDirectories(classes);
    Files.createDirectories(generated);
    List<String> options = new ArrayList<>(List.of("--release", "17", "-encoding", "UTF-8"));
    Collections.addAll(
        options, "-classpath", classPath, "-d", classes.toString(), "-s", generated.toString());
    if (processor == null && instance == null) {
      options.add("-proc:none");
    } else if (procOnly) {
      options.add("-proc:only");
    }
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (URLClassLoader fresh =
            freshUrls != null && processor != null
                ? new URLClassLoader(freshUrls, ClassLoader.getPlatformClassLoader())
                : null;
        StandardJavaFileManager files =
            javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      JavaCompiler.CompilationTask task =
          javac.getTask(
              null, files, diagnostics, options, null, files.getJavaFileObjectsFromPaths(sources));
      ClassLoader loader = fresh != null ? fresh : ProcessorCostBenchmark.class.getClassLoader();
      List<Processor> processors =
          processor != null
              ? List.of(instantiate(processor, loader))
              : instance != null ? List.of(instance) : List.of();
      if (!processors.isEmpty()) {
        task.setProcessors(processors);
      }
      boolean success = task.call();
      String errors =
          diagnostics.getDiagnostics().stream()
              .filter(diagnostic -> diagnostic.getKind() == Diagnostic.Kind.ERROR)
              .limit(5)
              .map(Object::toString)
              .collect(Collectors.joining("\n"));
      if (!success || !errors.isEmpty()) {
        throw new IllegalStateException(
            "javac failed with processors " + processors + ": " + errors);
      }
    }
  }

  private static Processor instantiate(String name, ClassLoader loader) {
    try {
      return (Processor) Class.forName(name, true, loader).getConstructor().newInstance();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(
          "Cannot load the processor "
              + name
              + ": expected it on the class path (benchmarks/target/benchmarks.jar has it)",
          e);
    }
  }

  /** The files under {@code dir} whose names end with {@code suffix}, sorted. */
  private static List<Path> files(Path dir, String suffix) throws IOException {
    try (Stream<Path> files = Files.walk(dir)) {
      return files.filter(file -> file.toString().endsWith(suffix)).sorted().toList();
    }
  }

  private static Set<String> classFiles(Path classes) throws IOException {
    return files(classes, ".class").stream()
        .map(file -> classes.relativize(file).toString().replace(File.separatorChar, '/'))
        .collect(Collectors.toCollection(TreeSet::new));
  }

  /** Up to three of the names in {@code names} but not in {@code others}, and their count. */
  private static String firstOf(Set<String> names, Set<String> others) {
    List<String> only = names.stream().filter(name -> !others.contains(name)).toList();
    return only.isEmpty()
        ? "none"
        : only.stream().limit(3).collect(Collectors.joining(", ")) + " (" + only.size() + ")";
  }

  private static String table(List<Series> results, int iterations) {
    Table table =
        new Table(
            "rlrrrr", "entities | build | wall (s) | ÷ no processor | CPU (s) | ÷ no processor");
    for (Series series : results) {
      Series base =
          results.stream()
              .filter(s -> s.entities() == series.entities() && s.build() == Build.NO_PROCESSOR)
              .findFirst()
              .orElseThrow();
      table.row(
          "%,d | %s | %s | %s",
          series.entities(),
          series.build().label,
          cell(series.seconds(false), base.seconds(false)),
          cell(series.seconds(true), base.seconds(true)));
    }
    return String.format(Locale.ROOT, "Medians of %d rounds, range in brackets.%n%n", iterations)
        + table;
  }

  /** "median (min–max) | median ÷ the baseline's median", in seconds. */
  private static String cell(double[] seconds, double[] baseline) {
    DoubleSummaryStatistics range = Arrays.stream(seconds).summaryStatistics();
    return String.format(
        Locale.ROOT,
        "%.3f (%.3f–%.3f) | %.2f×",
        median(seconds),
        range.getMin(),
        range.getMax(),
        median(seconds) / median(baseline));
  }

  private static String csv(List<Series> results) {
    StringBuilder csv = new StringBuilder("entities,build,round,wall_ms,cpu_ms\n");
    for (Series series : results) {
      int round = 1;
      for (Sample sample : series.samples()) {
        csv.append(
            String.format(
                Locale.ROOT,
                "%d,%s,%d,%.1f,%.1f%n",
                series.entities(),
                series.build().name().toLowerCase(Locale.ROOT),
                round++,
                sample.wallNanos() / 1e6,
                sample.cpuNanos() / 1e6));
      }
    }
    return csv.toString();
  }

  private static void delete(Path dir) throws IOException {
    if (Files.exists(dir)) {
      try (Stream<Path> files = Files.walk(dir)) {
        for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
          Files.delete(file);
        }
      } catch (UncheckedIOException e) {
        throw e.getCause();
      }
    }
  }

  /** Draws javac's median wall time against the entity count, one line per {@link Build}. */
  static void writeChart(List<Series> results, Path file, int iterations, String loading)
      throws IOException {
    XYChart chart =
        Charts.lines(
            900,
            560,
            String.format(
                Locale.ROOT,
                "javac time against entity count (median of %d, processors loaded %s)",
                iterations,
                loading.equals("fresh") ? "per compile" : "once"),
            "@ObjectIdKey JPA entities (log scale)",
            "wall time per compile, s (log scale)");
    XYStyler styler = chart.getStyler();
    styler.setXAxisLogarithmic(true);
    styler.setYAxisLogarithmic(true);
    styler.setYAxisMin(null);
    styler.setXAxisDecimalPattern("#,###");
    styler.setYAxisDecimalPattern("0.###");
    styler.setLegendPosition(LegendPosition.InsideNW);
    Map<Build, List<Series>> byBuild =
        results.stream()
            .collect(Collectors.groupingBy(Series::build, LinkedHashMap::new, Collectors.toList()));
    byBuild.forEach(
        (build, points) ->
            Charts.line(
                chart,
                build.label,
                points.stream().mapToDouble(Series::entities).toArray(),
                points.stream().mapToDouble(series -> median(series.seconds(false))).toArray(),
                build.color));
    Charts.write(chart, file);
  }
}
