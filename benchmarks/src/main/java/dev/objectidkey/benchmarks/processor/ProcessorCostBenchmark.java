package dev.objectidkey.benchmarks.processor;

import static dev.objectidkey.benchmarks.Measures.loadAverage;
import static dev.objectidkey.benchmarks.Measures.median;

import dev.objectidkey.benchmarks.Charts;
import dev.objectidkey.benchmarks.Options;
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
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
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
 * Times javac, in this JVM, on 10, 100 and 1,000 generated {@code @ObjectIdKey} JPA entities
 * ({@link EntitySources}), in each {@link Build}: without a processor, with a processor that only
 * writes the same sources (the floor), with objectidkey-processor, with hibernate-processor for
 * reference, and with both in two executions.
 *
 * <p>Every build ends with the same classes: before timing a size, objectidkey-processor runs once
 * to write the id classes and converters as sources, and the builds without it compile those
 * sources. So the ratio "with objectidkey-processor ÷ without" is what running the processor
 * costs, not what compiling its output costs. After every compile the class files are checked
 * against that first run's (plus one {@code Entity0042_} per entity where hibernate-processor
 * runs), and any javac error stops the benchmark.
 *
 * <p>Each size gets warm-up rounds, then measured rounds; each round runs every build once, in an
 * order rotated by one each round, on a fresh output directory and after {@code System.gc()}. Two
 * times are taken per compile: wall time and the process's CPU time (all threads, JIT and GC
 * included), which does not grow while the scheduler runs another process's work. The median
 * and the range of the measured rounds are reported, with each build's ratio of medians to the
 * build without a processor.
 *
 * <p>Processors are handed to javac as instances ({@code CompilationTask.setProcessors}).
 * {@code --loading=fresh} (the default) loads them for every compile from a new class loader
 * over this JVM's class path, as Maven's in-process javac does for each module, so class loading
 * and JIT warm-up of the processor count, while javac itself is warm; {@code --loading=shared}
 * reuses the classes already loaded, to measure the processors' steady state.
 *
 * <p>Options, all optional: {@code --sizes=10,100,1000}, {@code --warmup=3},
 * {@code --iterations=7}, {@code --loading=fresh|shared}, {@code --builds=} a comma-separated
 * subset of {@link Build} (NO_PROCESSOR is always included), {@code --out=.}: the directory for
 * {@code processor-cost-<loading>.csv} (every measured compile) and
 * {@code processor-cost-<loading>.png} (the chart).
 */
public final class ProcessorCostBenchmark {

  static final String OBJECTIDKEY_PROCESSOR = "dev.objectidkey.processor.ObjectIdKeyProcessor";
  static final String HIBERNATE_PROCESSOR = "org.hibernate.processor.HibernateProcessor";

  /** The chart's colours; the floor has none: XChart picks its colour. */
  private static final Map<Build, Color> COLORS =
      Map.of(
          Build.NO_PROCESSOR, Charts.GREY,
          Build.OBJECTIDKEY, Charts.BLUE,
          Build.HIBERNATE, Charts.RED,
          Build.BOTH, Charts.GREEN);

  private final JavaCompiler javac;
  private final String classPath;
  private final boolean freshLoader;
  private final com.sun.management.OperatingSystemMXBean os =
      (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

  private ProcessorCostBenchmark(JavaCompiler javac, String classPath, boolean freshLoader) {
    this.javac = javac;
    this.classPath = classPath;
    this.freshLoader = freshLoader;
  }

  /** One compile's times, in nanoseconds. */
  record Sample(long wallNanos, long cpuNanos) {}

  /** The measured samples of one build at one size. */
  record Series(int entities, Build build, List<Sample> samples) {

    double[] wallSeconds() {
      return samples.stream().mapToDouble(sample -> sample.wallNanos() / 1e9).toArray();
    }

    double[] cpuSeconds() {
      return samples.stream().mapToDouble(sample -> sample.cpuNanos() / 1e9).toArray();
    }

    double medianWallSeconds() {
      return median(wallSeconds());
    }
  }

  /**
   * Runs the benchmark.
   *
   * @param args the options described in the class comment
   * @throws IOException if the temporary sources or the results cannot be written
   */
  public static void main(String[] args) throws IOException {
    Options options =
        Options.parse(args, "sizes", "warmup", "iterations", "loading", "builds", "out");
    int[] sizes = options.integers("sizes", "10,100,1000");
    int warmup = options.integer("warmup", 3);
    int iterations = options.integer("iterations", 7);
    // fresh: a new class loader per compile; shared: one for the whole run.
    String loading = options.choice("loading", "fresh", "shared");
    List<Build> builds = new ArrayList<>(List.of(Build.NO_PROCESSOR));
    if (options.get("builds") != null) {
      for (String name : options.list("builds", "")) {
        Build build = Build.valueOf(name.toUpperCase(Locale.ROOT));
        if (!builds.contains(build)) {
          builds.add(build);
        }
      }
    } else {
      builds = List.of(Build.values());
    }
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
    compile(entities, List.of(OBJECTIDKEY_PROCESSOR), null, false, prepClasses, generated);
    List<Path> idSources;
    try (Stream<Path> files = Files.walk(generated)) {
      idSources = files.filter(file -> file.toString().endsWith(".java")).sorted().toList();
    }
    Set<String> expected = classFiles(prepClasses);
    Set<String> withMetamodel = new TreeSet<>(expected);
    for (int i = 0; i < size; i++) {
      withMetamodel.add(
          EntitySources.packageName(i).replace('.', '/')
              + "/"
              + EntitySources.simpleName(i)
              + "_.class");
    }
    delete(prepClasses);
    System.out.printf(
        Locale.ROOT,
        "%n== %,d entities: %d generated sources, %d class files%n",
        size,
        idSources.size(),
        expected.size());

    Map<Build, List<Sample>> samples = new EnumMap<>(Build.class);
    builds.forEach(build -> samples.put(build, new ArrayList<>()));
    for (int round = 0; round < warmup + iterations; round++) {
      boolean measured = round >= warmup;
      for (int k = 0; k < builds.size(); k++) {
        Build build = builds.get((k + round) % builds.size());
        Path run = dir.resolve("run");
        Sample sample =
            run(
                build,
                entities,
                idSources,
                run,
                build == Build.HIBERNATE || build == Build.BOTH ? withMetamodel : expected);
        delete(run);
        if (measured) {
          samples.get(build).add(sample);
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
    List<Series> series = new ArrayList<>();
    builds.forEach(build -> series.add(new Series(size, build, samples.get(build))));
    return series;
  }

  private Sample run(
      Build build, List<Path> entities, List<Path> idSources, Path dir, Set<String> expected)
      throws IOException {
    Path classes = dir.resolve("classes");
    List<Path> all = new ArrayList<>(entities);
    all.addAll(idSources);
    System.gc();
    System.gc();
    long cpu = os.getProcessCpuTime();
    long start = System.nanoTime();
    switch (build) {
      case NO_PROCESSOR -> compile(all, List.of(), null, false, classes, dir.resolve("s1"));
      case FILER_FLOOR ->
          compile(
              entities,
              List.of(),
              new FilerFloorProcessor(idSources),
              false,
              classes,
              dir.resolve("s1"));
      case OBJECTIDKEY ->
          compile(
              entities, List.of(OBJECTIDKEY_PROCESSOR), null, false, classes, dir.resolve("s1"));
      case HIBERNATE ->
          compile(all, List.of(HIBERNATE_PROCESSOR), null, false, classes, dir.resolve("s1"));
      case BOTH -> {
        // The README's two executions: ours alone, -proc:only, then the metamodel generator over
        // the entities and the id classes it wrote.
        Path ours = dir.resolve("s1");
        compile(entities, List.of(OBJECTIDKEY_PROCESSOR), null, true, classes, ours);
        List<Path> second = new ArrayList<>(entities);
        try (Stream<Path> files = Files.walk(ours)) {
          files.filter(file -> file.toString().endsWith(".java")).sorted().forEach(second::add);
        }
        compile(second, List.of(HIBERNATE_PROCESSOR), null, false, classes, dir.resolve("s2"));
      }
    }
    Sample sample = new Sample(System.nanoTime() - start, os.getProcessCpuTime() - cpu);
    Set<String> produced = classFiles(classes);
    if (!produced.equals(expected)) {
      Set<String> missing = new TreeSet<>(expected);
      missing.removeAll(produced);
      Set<String> extra = new TreeSet<>(produced);
      extra.removeAll(expected);
      throw new IllegalStateException(
          "Build "
              + build
              + " produced other classes than expected: "
              + "missing "
              + first(missing)
              + ", unexpected "
              + first(extra));
    }
    return sample;
  }

  /**
   * Runs javac once on {@code sources} into {@code classes}, writing generated sources to
   * {@code generated}, with the processors named (loaded as {@code --loading} says) and
   * {@code extra} if not null; with none, {@code -proc:none}.
   */
  private void compile(
      List<Path> sources,
      List<String> names,
      Processor extra,
      boolean procOnly,
      Path classes,
      Path generated)
      throws IOException {
    Files.createDirectories(classes);
    Files.createDirectories(generated);
    List<String> options =
        new ArrayList<>(
            List.of(
                "--release",
                "17",
                "-encoding",
                "UTF-8",
                "-classpath",
                classPath,
                "-d",
                classes.toString(),
                "-s",
                generated.toString()));
    if (names.isEmpty() && extra == null) {
      options.add("-proc:none");
    } else if (procOnly) {
      options.add("-proc:only");
    }
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    URLClassLoader loader = freshLoader && !names.isEmpty() ? freshLoader() : null;
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      JavaCompiler.CompilationTask task =
          javac.getTask(
              null, files, diagnostics, options, null, files.getJavaFileObjectsFromPaths(sources));
      List<Processor> processors =
          instantiate(
              names, loader != null ? loader : ProcessorCostBenchmark.class.getClassLoader());
      if (extra != null) {
        processors.add(extra);
      }
      if (!processors.isEmpty()) {
        task.setProcessors(processors);
      }
      boolean success = task.call();
      List<Diagnostic<? extends JavaFileObject>> errors =
          diagnostics.getDiagnostics().stream()
              .filter(diagnostic -> diagnostic.getKind() == Diagnostic.Kind.ERROR)
              .toList();
      if (!success || !errors.isEmpty()) {
        throw new IllegalStateException(
            "javac failed with processors "
                + processors
                + ": "
                + errors.stream().limit(5).map(Object::toString).collect(Collectors.joining("\n")));
      }
    } finally {
      if (loader != null) {
        loader.close();
      }
    }
  }

  /** A new loader over this JVM's class path, under the platform loader (javax.annotation.processing). */
  private URLClassLoader freshLoader() {
    String[] entries = classPath.split(File.pathSeparator);
    URL[] urls = new URL[entries.length];
    for (int i = 0; i < entries.length; i++) {
      try {
        urls[i] = Path.of(entries[i]).toUri().toURL();
      } catch (MalformedURLException e) {
        throw new IllegalStateException("Invalid class path entry \"" + entries[i] + "\"", e);
      }
    }
    return new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
  }

  private static List<Processor> instantiate(List<String> names, ClassLoader loader) {
    List<Processor> processors = new ArrayList<>();
    for (String name : names) {
      try {
        processors.add(
            (Processor) Class.forName(name, true, loader).getConstructor().newInstance());
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException(
            "Cannot load the processor "
                + name
                + ": expected it on the class path (benchmarks/target/benchmarks.jar has it)",
            e);
      }
    }
    return processors;
  }

  private static Set<String> classFiles(Path classes) throws IOException {
    try (Stream<Path> files = Files.walk(classes)) {
      return files
          .filter(file -> file.toString().endsWith(".class"))
          .map(file -> classes.relativize(file).toString().replace(File.separatorChar, '/'))
          .collect(Collectors.toCollection(TreeSet::new));
    }
  }

  private static String first(Set<String> names) {
    return names.isEmpty()
        ? "none"
        : names.stream().limit(3).collect(Collectors.joining(", ")) + " (" + names.size() + ")";
  }

  private static String table(List<Series> results, int iterations) {
    Map<Integer, Series> baseline = new TreeMap<>();
    results.stream()
        .filter(series -> series.build() == Build.NO_PROCESSOR)
        .forEach(series -> baseline.put(series.entities(), series));
    StringBuilder table = new StringBuilder();
    table.append(
        String.format(Locale.ROOT, "Medians of %d rounds, range in brackets.%n%n", iterations));
    table.append("| entities | build | wall (s) | ÷ no processor | CPU (s) | ÷ no processor |\n");
    table.append("|---:|---|---:|---:|---:|---:|\n");
    for (Series series : results) {
      Series base = baseline.get(series.entities());
      table.append(
          String.format(
              Locale.ROOT,
              "| %,d | %s | %s | %s |%n",
              series.entities(),
              series.build().label,
              cell(series.wallSeconds(), base.wallSeconds()),
              cell(series.cpuSeconds(), base.cpuSeconds())));
    }
    return table.toString();
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
      for (int i = 0; i < series.samples().size(); i++) {
        Sample sample = series.samples().get(i);
        csv.append(
            String.format(
                Locale.ROOT,
                "%d,%s,%d,%.1f,%.1f%n",
                series.entities(),
                series.build().name().toLowerCase(Locale.ROOT),
                i + 1,
                sample.wallNanos() / 1e6,
                sample.cpuNanos() / 1e6));
      }
    }
    return csv.toString();
  }

  private static void delete(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(file);
      }
    } catch (UncheckedIOException e) {
      throw e.getCause();
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
    Map<Build, List<Series>> byBuild = new LinkedHashMap<>();
    for (Series series : results) {
      byBuild.computeIfAbsent(series.build(), build -> new ArrayList<>()).add(series);
    }
    byBuild.forEach(
        (build, points) ->
            Charts.line(
                chart,
                build.label,
                points.stream().mapToDouble(Series::entities).toArray(),
                points.stream().mapToDouble(Series::medianWallSeconds).toArray(),
                COLORS.get(build)));
    Charts.write(chart, file);
  }
}
