package dev.objectidkey.processor;

import com.google.auto.service.AutoService;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Generates a typed ObjectId class, such as {@code OrderId}, for each {@code @ObjectIdKey} type,
 * and a JPA {@code AttributeConverter} for it when JPA is on the compile classpath. When
 * spring-jdbc is, the id class implements its {@code SqlTypeValue}, unless the option
 * {@code -Aobjectidkey.springJdbc=false} is given.
 *
 * <p><b>Rounds.</b> Each round reads its elements, reports every problem, and writes the classes
 * of the valid ones only. Names generated in earlier rounds are remembered, so a clash across
 * rounds is an error and not a {@code FilerException}. No element is deferred to a later round: a
 * generated class depends on nothing but its owner's simple name and package, which are known in
 * the first round even when the owner refers to its not yet generated id class.
 *
 * <p><b>Incremental builds.</b> Each id class and converter has exactly one originating element,
 * its owner, but the index of id classes ({@code META-INF/objectidkey/id-types}, read by
 * objectidkey-hibernate) is written once, in the last round, from all of them. So the processor is
 * declared {@code aggregating} to Gradle, which then reprocesses every annotated type on each
 * incremental build.
 */
@AutoService(Processor.class)
public final class ObjectIdKeyProcessor extends AbstractProcessor {

  /**
   * Every id class written so far, over all rounds, by qualified name: to reject a clash across
   * rounds, and for the index of the last round.
   */
  private final Map<String, IdTypeModel> written = new LinkedHashMap<>();

  private ErrorReporter reporter;
  private KeyDeclarationReader declarations;
  private IdClassWriter idClasses;
  private ConverterWriter converters;
  private IdIndexWriter index;
  private NativeImageMetadataWriter nativeImage;
  private MetamodelGuard metamodel;

  @Override
  public synchronized void init(ProcessingEnvironment processingEnv) {
    super.init(processingEnv);
    reporter = new ErrorReporter(processingEnv.getMessager());
    declarations = new KeyDeclarationReader(processingEnv, reporter);
    idClasses = new IdClassWriter(processingEnv.getFiler());
    converters = new ConverterWriter(processingEnv.getFiler());
    index = new IdIndexWriter(processingEnv.getFiler());
    nativeImage = new NativeImageMetadataWriter(processingEnv.getFiler());
    metamodel = new MetamodelGuard(processingEnv.getElementUtils(), reporter);
  }

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    // Ours only, and process() claims nothing: the annotations on our output (@Generated,
    // @Converter, Jackson's, swagger's) belong to others, and claiming them would hide them from
    // other processors. With -Xlint:processing javac notes that nobody claimed them.
    return Set.of(KeyDeclarationReader.ANNOTATION);
  }

  @Override
  public Set<String> getSupportedOptions() {
    return Set.of(KeyDeclarationReader.REQUIRE_HIBERNATE_PLUGIN, KeyDeclarationReader.SPRING_JDBC);
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    TypeElement annotation =
        processingEnv.getElementUtils().getTypeElement(KeyDeclarationReader.ANNOTATION);
    if (annotation == null) {
      return false;
    }
    metamodel.check(round);
    declarations.startRound();
    Map<String, List<IdTypeModel>> byName = new LinkedHashMap<>();
    for (Element element : round.getElementsAnnotatedWith(annotation)) {
      try {
        declarations
            .read(element)
            .ifPresent(
                model ->
                    byName
                        .computeIfAbsent(model.qualifiedName(), name -> new ArrayList<>())
                        .add(model));
      } catch (RuntimeException e) {
        reportUnexpected(element, e);
      }
    }
    Set<String> writtenNow = new HashSet<>();
    for (List<IdTypeModel> models : byName.values()) {
      if (rejectClashes(models)) {
        continue;
      }
      IdTypeModel model = models.get(0);
      try {
        idClasses.write(model);
        converters.write(model);
        written.put(model.qualifiedName(), model);
        writtenNow.add(model.qualifiedName());
        writtenNow.add(model.qualifiedName().substring(model.qualifiedName().lastIndexOf('.') + 1));
      } catch (Exception e) {
        reportUnexpected(model.owner(), e);
      }
    }
    metamodel.expect(round, writtenNow);
    if (round.processingOver() && !written.isEmpty()) {
      List<IdTypeModel> models = List.copyOf(written.values());
      try {
        Element[] originating = models.stream().map(IdTypeModel::owner).toArray(Element[]::new);
        nativeImage.write(index.write(models, originating), originating);
      } catch (Exception e) {
        reportUnexpected(models.get(0).owner(), e);
      }
    }
    // Claim nothing, as Error Prone's DoNotClaimAnnotations asks: a processor after us still sees
    // @ObjectIdKey and everything on our output.
    return false;
  }

  /** Reports, on each owner, every other owner that wants the same id class name. */
  private boolean rejectClashes(List<IdTypeModel> models) {
    List<Element> owners = new ArrayList<>();
    models.forEach(model -> owners.add(model.owner()));
    IdTypeModel earlier = written.get(models.get(0).qualifiedName());
    if (earlier != null) {
      owners.add(earlier.owner());
    }
    if (owners.size() < 2) {
      return false;
    }
    for (IdTypeModel model : models) {
      for (Element other : owners) {
        if (other != model.owner()) {
          declarations.reportOnName(
              model.owner(),
              Message.NAME_CLASHES_WITH_KEY,
              model.qualifiedName(),
              qualifiedName(other));
        }
      }
    }
    return true;
  }

  private static String qualifiedName(Element element) {
    return element instanceof TypeElement type
        ? type.getQualifiedName().toString()
        : element.getSimpleName().toString();
  }

  private void reportUnexpected(Element element, Exception e) {
    StringWriter trace = new StringWriter();
    e.printStackTrace(new PrintWriter(trace));
    reporter.report(element, Message.UNEXPECTED_FAILURE, element.getSimpleName(), trace);
  }
}
