package dev.objectidkey.processor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/**
 * Turns the silent loss of an id attribute from a JPA static metamodel into a compile error.
 *
 * <p>A metamodel generator (hibernate-processor, hibernate-jpamodelgen, EclipseLink's) that runs
 * in the same javac run as this processor writes {@code Order_} in the first round, when
 * {@code OrderId} does not exist yet: javac only sees generated sources from the next round on.
 * hibernate-processor 7.4 then drops every attribute whose type it cannot resolve, without a
 * message (it defers a type to a later round only for unresolved annotation values), so
 * {@code Order_.id} and Jakarta Data's {@code Orders_} break far from the cause. No processor
 * order fixes this within one javac run.
 *
 * <p>So, in the round that generates id classes, this guard notes every field of an entity,
 * embeddable or mapped superclass whose type (or type argument) is one of those id classes and
 * was unresolvable in that round. In each later round, once {@code <Owner>_} exists, it checks
 * that {@code <Owner>_} has a member of the field's name, and reports an error on the field if
 * not. Nothing is checked when no metamodel is generated, when the id class already existed (a
 * hand-written one, or the two-execution build of docs/processors.md), or when the generator kept the
 * attribute.
 *
 * <p>A metamodel written in this javac run is a root element of the round after the one that
 * wrote it, so the guard looks for it among each round's root elements, and never asks javac for
 * {@code <Owner>_} by name: {@code Elements.getTypeElement} of a type that does not exist yet
 * costs javac a full name resolution, and doing that for every field in every round took more of
 * javac's time than all else this processor does (ProcessorCostBenchmark, docs/benchmarks/results.md).
 *
 * <p>Querydsl's processor has the same round problem but fails loudly and misleadingly: it reads
 * the unresolved {@code OrderId} as a number and writes {@code NumberPath<OrderId> id} into
 * {@code QOrder}, which does not compile. So a {@code Q<Owner>} whose path for the field is missing
 * or a {@code NumberPath} gets our error too, naming the cause and the same fix.
 */
final class MetamodelGuard {

  private static final Set<String> MANAGED_TYPES =
      Set.of(
          "jakarta.persistence.Entity", "jakarta.persistence.Embeddable",
          "jakarta.persistence.MappedSuperclass", "javax.persistence.Entity",
          "javax.persistence.Embeddable", "javax.persistence.MappedSuperclass");

  private static final Set<String> TRANSIENT =
      Set.of("jakarta.persistence.Transient", "javax.persistence.Transient");

  /** A field whose metamodel attribute is still to be checked. */
  private record Expected(String owner, String field, String idType) {}

  private final Elements elements;
  private final ErrorReporter reporter;

  /** The fields still to be checked, by the name of the metamodel class that must list them. */
  private final Map<String, List<Expected>> pendingJpa = new HashMap<>();

  private final Map<String, List<Expected>> pendingQuerydsl = new HashMap<>();

  MetamodelGuard(Elements elements, ErrorReporter reporter) {
    this.elements = elements;
    this.reporter = reporter;
  }

  /**
   * Notes the fields of the round's managed types that refer to an id class this round writes.
   *
   * @param idTypes the simple and qualified names of the id classes written this round
   */
  void expect(RoundEnvironment round, Set<String> idTypes) {
    if (idTypes.isEmpty()) {
      return;
    }
    for (Element root : round.getRootElements()) {
      if (root instanceof TypeElement type && isManaged(type)) {
        for (Element member : type.getEnclosedElements()) {
          if (member.getKind() == ElementKind.FIELD && isPersistent(member)) {
            String idType = unresolvedIdType(member.asType(), idTypes);
            if (idType != null) {
              String owner = type.getQualifiedName().toString();
              Expected expected = new Expected(owner, member.getSimpleName().toString(), idType);
              int dot = owner.lastIndexOf('.');
              pendingJpa.computeIfAbsent(owner + "_", name -> new ArrayList<>()).add(expected);
              pendingQuerydsl
                  .computeIfAbsent(
                      owner.substring(0, dot + 1) + "Q" + owner.substring(dot + 1),
                      name -> new ArrayList<>())
                  .add(expected);
            }
          }
        }
      }
    }
  }

  /** Checks every noted field whose owner's metamodel is among this round's root elements. */
  void check(RoundEnvironment round) {
    if (pendingJpa.isEmpty() && pendingQuerydsl.isEmpty()) {
      return;
    }
    for (Element root : round.getRootElements()) {
      if (!(root instanceof TypeElement type)) {
        continue;
      }
      String name = type.getQualifiedName().toString();
      for (Expected expected : pendingJpa.getOrDefault(name, List.of())) {
        if (member(type, expected.field()) == null) {
          report(expected, Message.METAMODEL_LOST_ATTRIBUTE);
        }
      }
      for (Expected expected : pendingQuerydsl.getOrDefault(name, List.of())) {
        // Querydsl reads an unresolved type as a number: NumberPath<OrderId>, which cannot compile.
        Element path = member(type, expected.field());
        if (path == null || path.asType().toString().contains("NumberPath")) {
          report(expected, Message.QUERYDSL_WRONG_PATH);
        }
      }
      pendingJpa.remove(name);
      pendingQuerydsl.remove(name);
    }
  }

  private static Element member(TypeElement type, String name) {
    return type.getEnclosedElements().stream()
        .filter(member -> member.getSimpleName().contentEquals(name))
        .findFirst()
        .orElse(null);
  }

  private void report(Expected expected, Message message) {
    TypeElement owner = elements.getTypeElement(expected.owner());
    Element field = owner == null ? null : member(owner, expected.field());
    String simpleOwner = expected.owner().substring(expected.owner().lastIndexOf('.') + 1);
    reporter.report(
        field != null ? field : owner, message, simpleOwner, expected.field(), expected.idType());
  }

  /** Whether a metamodel has an attribute for {@code field}: not static, transient or @Transient. */
  private static boolean isPersistent(Element field) {
    if (field.getModifiers().contains(Modifier.STATIC)
        || field.getModifiers().contains(Modifier.TRANSIENT)) {
      return false;
    }
    return field.getAnnotationMirrors().stream()
        .noneMatch(
            annotation -> {
              Element declaration = annotation.getAnnotationType().asElement();
              return declaration instanceof TypeElement type
                  && TRANSIENT.contains(type.getQualifiedName().toString());
            });
  }

  private static boolean isManaged(TypeElement type) {
    for (AnnotationMirror annotation : type.getAnnotationMirrors()) {
      Element declaration = annotation.getAnnotationType().asElement();
      if (declaration instanceof TypeElement annotationType
          && MANAGED_TYPES.contains(annotationType.getQualifiedName().toString())) {
        return true;
      }
    }
    return false;
  }

  /** The id class name that {@code type}, or one of its type arguments, names unresolved. */
  private static String unresolvedIdType(TypeMirror type, Set<String> idTypes) {
    if (type.getKind() == TypeKind.ERROR) {
      String name = type.toString();
      return idTypes.contains(name) ? name.substring(name.lastIndexOf('.') + 1) : null;
    }
    if (type instanceof DeclaredType declared) {
      for (TypeMirror argument : declared.getTypeArguments()) {
        String found = unresolvedIdType(argument, idTypes);
        if (found != null) {
          return found;
        }
      }
    }
    return null;
  }
}
