package dev.objectidkey.processor;

import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdKey;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.ModuleElement;
import javax.lang.model.element.ModuleElement.RequiresDirective;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Validates one {@code @ObjectIdKey} element and reads it into an {@link IdTypeModel}.
 *
 * <p>Every problem with the element is reported, each on the most precise position (the
 * {@code name} value, else the annotation, else the element), before the element is skipped;
 * other elements are not affected.
 */
final class KeyDeclarationReader {

  static final String ANNOTATION = ObjectIdKey.class.getCanonicalName();
  private static final String BASE_CLASS = AbstractObjectId.class.getCanonicalName();
  private static final String JPA_CONVERTER = "jakarta.persistence.AttributeConverter";
  private static final String JACKSON_CREATOR = "com.fasterxml.jackson.annotation.JsonCreator";
  private static final String OPENAPI_SCHEMA = "io.swagger.v3.oas.annotations.media.Schema";
  private static final String SPRING_JDBC_VALUE = "org.springframework.jdbc.core.SqlTypeValue";
  private static final String JDBC_STATEMENT = "java.sql.PreparedStatement";
  private static final String MICRONAUT_CONVERTER =
      "io.micronaut.data.model.runtime.convert.AttributeConverter";
  private static final String MICRONAUT_TYPE_DEF = "io.micronaut.data.annotation.TypeDef";
  private static final String JAKARTA_SINGLETON = "jakarta.inject.Singleton";
  private static final String JMOLECULES_IDENTIFIER = "org.jmolecules.ddd.types.Identifier";
  private static final String JMOLECULES_ASSOCIATION = "org.jmolecules.ddd.types.Association";
  private static final String JMOLECULES_AGGREGATE_ROOT = "org.jmolecules.ddd.types.AggregateRoot";
  private static final String HIBERNATE = "org.hibernate.SessionFactory";
  private static final String HIBERNATE_PLUGIN = "dev.objectidkey.hibernate.GeneratedObjectId";

  /** Identifiers that are not keywords but cannot name a class (JLS 17 §3.9). */
  private static final Set<String> RESTRICTED_TYPE_NAMES =
      Set.of("var", "yield", "record", "sealed", "permits");

  private static final Set<ElementKind> OWNER_KINDS =
      Set.of(ElementKind.CLASS, ElementKind.RECORD, ElementKind.INTERFACE);

  /**
   * The processor option that turns off {@link Message#HIBERNATE_WITHOUT_PLUGIN}, for a project
   * that has Hibernate on its compile classpath but never persists its ids with it.
   */
  static final String REQUIRE_HIBERNATE_PLUGIN = "objectidkey.requireHibernatePlugin";

  /**
   * The processor option that keeps Spring JDBC's {@code SqlTypeValue} off the id classes, for a
   * project that compiles with spring-jdbc but may run without it: an id class that implements it
   * cannot even be loaded there.
   */
  static final String SPRING_JDBC = "objectidkey.springJdbc";

  private final Elements elements;
  private final Types types;
  private final ErrorReporter reporter;
  private final boolean requireHibernatePlugin;
  private final boolean springJdbc;

  /*
   * Elements.getTypeElement of a name that does not exist costs javac a full name resolution, and
   * the names we generate do not exist yet, nor do the optional libraries of many builds: asked
   * once per element, that was most of this processor's time on a thousand entities
   * (ProcessorCostBenchmark). So within a round each library type is looked up once, and each
   * package's types are listed once.
   */
  private final Map<String, Optional<TypeElement>> libraryTypes = new HashMap<>();
  private final Map<PackageElement, Map<String, TypeElement>> packageTypes = new HashMap<>();

  KeyDeclarationReader(ProcessingEnvironment env, ErrorReporter reporter) {
    this.elements = env.getElementUtils();
    this.types = env.getTypeUtils();
    this.reporter = reporter;
    this.requireHibernatePlugin = !"false".equals(env.getOptions().get(REQUIRE_HIBERNATE_PLUGIN));
    this.springJdbc = !"false".equals(env.getOptions().get(SPRING_JDBC));
  }

  /** Forgets the types looked up in the last round: a round can add types to any package. */
  void startRound() {
    libraryTypes.clear();
    packageTypes.clear();
  }

  /** The model for {@code element}, or empty after reporting every reason it cannot have one. */
  Optional<IdTypeModel> read(Element element) {
    int errorsBefore = reporter.errorCount();
    Declaration declaration = declaration(element);
    checkOwnerKind(declaration);
    if (!checkName(declaration)) {
      return Optional.empty();
    }
    TypeElement owner = (TypeElement) element;
    IdTypeModel model =
        new IdTypeModel(
            owner,
            declaration.packageName(),
            declaration.simpleName(),
            integrations(owner, declaration.packageName(), declaration.simpleName()));
    checkNamesAreFree(declaration, model);
    checkIdBaseIsBound(owner, declaration.simpleName());
    checkHibernatePlugin(declaration, owner);
    return reporter.errorCount() == errorsBefore ? Optional.of(model) : Optional.empty();
  }

  /**
   * One {@code @ObjectIdKey} as written: its element, the annotation, the {@code name} value if
   * written (else null), the id class's simple name and package.
   */
  private record Declaration(
      Element element,
      AnnotationMirror annotation,
      AnnotationValue nameValue,
      String simpleName,
      PackageElement pkg) {

    String packageName() {
      return pkg.getQualifiedName().toString();
    }
  }

  private Declaration declaration(Element element) {
    AnnotationMirror annotation = findAnnotation(element);
    AnnotationValue nameValue = explicitName(annotation);
    String explicit = nameValue == null ? "" : String.valueOf(nameValue.getValue());
    String simpleName = explicit.isEmpty() ? element.getSimpleName() + "Id" : explicit;
    return new Declaration(
        element, annotation, nameValue, simpleName, elements.getPackageOf(element));
  }

  private void checkOwnerKind(Declaration declaration) {
    Element element = declaration.element();
    if (!OWNER_KINDS.contains(element.getKind())) {
      reporter.reportOnAnnotation(
          element,
          declaration.annotation(),
          null,
          Message.CANNOT_OWN_AN_ID,
          element.getKind().name().toLowerCase(Locale.ROOT).replace('_', ' '),
          element.getSimpleName());
    }
  }

  /** Whether the id class's name can name a class; nothing else is checked when it cannot. */
  private boolean checkName(Declaration declaration) {
    String simpleName = declaration.simpleName();
    if (!SourceVersion.isIdentifier(simpleName)) {
      String packageName = declaration.packageName();
      reportOnName(
          declaration,
          Message.NAME_NOT_AN_IDENTIFIER,
          simpleName,
          packageName.isEmpty() ? "(the unnamed package)" : packageName);
      return false;
    }
    if (SourceVersion.isKeyword(simpleName) || RESTRICTED_TYPE_NAMES.contains(simpleName)) {
      reportOnName(declaration, Message.NAME_IS_A_KEYWORD, simpleName, simpleName + "Id");
      return false;
    }
    return true;
  }

  /** The optional libraries that the owner's code can see and the id class is written for. */
  private Set<Integration> integrations(TypeElement owner, String packageName, String simpleName) {
    Set<Integration> integrations = EnumSet.noneOf(Integration.class);
    if (visibleFrom(owner, JPA_CONVERTER)) {
      integrations.add(Integration.JPA_CONVERTER);
    }
    if (visibleFrom(owner, JACKSON_CREATOR)) {
      integrations.add(Integration.JACKSON);
      // The schema says "a hex string", which is true of the JSON only when Jackson writes it so.
      if (visibleFrom(owner, OPENAPI_SCHEMA)) {
        integrations.add(Integration.OPENAPI);
      }
    }
    // SqlTypeValue's method names java.sql, which a named module must read too.
    if (springJdbc && visibleFrom(owner, SPRING_JDBC_VALUE) && visibleFrom(owner, JDBC_STATEMENT)) {
      integrations.add(Integration.SPRING_JDBC);
    }
    // Micronaut Data looks its converters up as beans: the converter is a @Singleton.
    if (visibleFrom(owner, MICRONAUT_CONVERTER)
        && visibleFrom(owner, MICRONAUT_TYPE_DEF)
        && visibleFrom(owner, JAKARTA_SINGLETON)) {
      integrations.add(Integration.MICRONAUT_DATA);
    }
    if (visibleFrom(owner, JMOLECULES_IDENTIFIER)) {
      integrations.add(Integration.JMOLECULES_IDENTIFIER);
    }
    // Association<Order, OrderId> compiles only where Order is AggregateRoot<Order, OrderId>.
    if (integrations.contains(Integration.JPA_CONVERTER)
        && visibleFrom(owner, JMOLECULES_ASSOCIATION)
        && isAggregateRootOf(owner, packageName, simpleName)) {
      integrations.add(Integration.ASSOCIATION_CONVERTER);
    }
    return integrations;
  }

  /** Reports each class to be generated whose name an existing type already has. */
  private void checkNamesAreFree(Declaration declaration, IdTypeModel model) {
    List<String> names = new ArrayList<>(List.of(model.simpleName()));
    if (model.jpaConverter()) {
      names.add(model.converterName());
    }
    if (model.micronautData()) {
      names.add(model.micronautConverterName());
    }
    if (model.associationConverter()) {
      names.add(model.associationConverterName());
    }
    for (String name : names) {
      TypeElement existing = typeIn(declaration.pkg(), name);
      if (existing != null && !isEarlierOutput(existing, model)) {
        reportOnName(
            declaration,
            Message.NAME_CLASHES_WITH_TYPE,
            model.qualify(name),
            declaration.element().getSimpleName());
      }
    }
  }

  /**
   * Hibernate refuses an id declared with a type variable that the owner leaves unbound, but while
   * it binds the annotations, before the plugin sees the model, and without naming the fix; here
   * both the base class and the id class are known.
   */
  private void checkIdBaseIsBound(TypeElement owner, String simpleName) {
    RawGenericBase base = rawGenericIdBase(owner);
    if (base != null) {
      reporter.report(
          owner,
          Message.RAW_GENERIC_ID_BASE,
          owner.getSimpleName(),
          base.superclass(),
          base.idAttribute(),
          simpleName);
    }
  }

  /**
   * Without the plugin, Hibernate maps a Serializable class it does not know as a blob of its Java
   * serialization, silently. The plugin cannot report its own absence, so we do.
   */
  private void checkHibernatePlugin(Declaration declaration, TypeElement owner) {
    if (requireHibernatePlugin
        && visibleFrom(owner, HIBERNATE)
        && !visibleFrom(owner, HIBERNATE_PLUGIN)) {
      reporter.reportOnAnnotation(
          owner,
          declaration.annotation(),
          null,
          Message.HIBERNATE_WITHOUT_PLUGIN,
          declaration.simpleName());
    }
  }

  /**
   * A superclass that an owner extends raw, and the {@code @Id} field declared with a type variable
   * in it or above it.
   *
   * @param superclass the raw superclass's simple name, such as {@code NamedEntity}
   * @param idAttribute the field as {@code BaseEntity.id}
   */
  private record RawGenericBase(String superclass, String idAttribute) {}

  /**
   * The superclass that {@code owner} extends raw with an {@code @Id} field declared with a type
   * variable, or null. Only a raw generic superclass is looked into, so the usual entity costs one
   * look at each superclass.
   */
  private static RawGenericBase rawGenericIdBase(TypeElement owner) {
    TypeMirror superclass = owner.getSuperclass();
    while (superclass.getKind() == TypeKind.DECLARED) {
      DeclaredType declared = (DeclaredType) superclass;
      TypeElement type = (TypeElement) declared.asElement();
      if (!type.getTypeParameters().isEmpty() && declared.getTypeArguments().isEmpty()) {
        for (TypeElement above = type; above != null; above = superclassOf(above)) {
          for (VariableElement field : ElementFilter.fieldsIn(above.getEnclosedElements())) {
            if (field.asType().getKind() == TypeKind.TYPEVAR && isId(field)) {
              return new RawGenericBase(
                  type.getSimpleName().toString(),
                  above.getSimpleName() + "." + field.getSimpleName());
            }
          }
        }
        return null;
      }
      superclass = type.getSuperclass();
    }
    return null;
  }

  /**
   * Whether {@code owner} is, directly or through its supertypes, a jMolecules {@code
   * AggregateRoot<owner, id>} of the id class named {@code simpleName}. In the first round that id
   * class does not exist yet, so the type argument is an error type, known by its simple name.
   */
  private boolean isAggregateRootOf(TypeElement owner, String packageName, String simpleName) {
    String qualified = packageName.isEmpty() ? simpleName : packageName + "." + simpleName;
    List<TypeMirror> pending = new ArrayList<>(List.of(owner.asType()));
    Set<String> seen = new HashSet<>();
    while (!pending.isEmpty()) {
      TypeMirror type = pending.remove(pending.size() - 1);
      if (type.getKind() != TypeKind.DECLARED || !seen.add(type.toString())) {
        continue;
      }
      DeclaredType declared = (DeclaredType) type;
      if (((TypeElement) declared.asElement())
          .getQualifiedName()
          .contentEquals(JMOLECULES_AGGREGATE_ROOT)) {
        List<? extends TypeMirror> arguments = declared.getTypeArguments();
        if (arguments.size() == 2) {
          String id = arguments.get(1).toString();
          return id.equals(qualified) || id.equals(simpleName);
        }
        continue;
      }
      pending.addAll(types.directSupertypes(type));
    }
    return false;
  }

  private static TypeElement superclassOf(TypeElement type) {
    TypeMirror superclass = type.getSuperclass();
    return superclass.getKind() == TypeKind.DECLARED
        ? (TypeElement) ((DeclaredType) superclass).asElement()
        : null;
  }

  private static boolean isId(VariableElement field) {
    for (AnnotationMirror annotation : field.getAnnotationMirrors()) {
      String name =
          ((TypeElement) annotation.getAnnotationType().asElement()).getQualifiedName().toString();
      if (name.equals("jakarta.persistence.Id") || name.equals("javax.persistence.Id")) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the owner's code can see {@code type} (of JPA, Jackson, swagger or Spring JDBC), so
   * generated code that uses it would compile: it is on the class path, or, in a named module, the
   * module reads its module, directly or through {@code requires transitive}. Generated code never refers to an
   * optional library the user's code cannot see.
   */
  private boolean visibleFrom(TypeElement owner, String type) {
    TypeElement found =
        libraryTypes
            .computeIfAbsent(type, name -> Optional.ofNullable(elements.getTypeElement(name)))
            .orElse(null);
    if (found == null) {
      return false;
    }
    ModuleElement module = elements.getModuleOf(owner);
    return module == null
        || module.isUnnamed()
        || reads(module, elements.getModuleOf(found), new HashSet<>());
  }

  /** The top-level type {@code simpleName} of {@code pkg}, from source or class path, or null. */
  private TypeElement typeIn(PackageElement pkg, String simpleName) {
    return packageTypes
        .computeIfAbsent(
            pkg,
            p -> {
              Map<String, TypeElement> types = new HashMap<>();
              for (TypeElement type : ElementFilter.typesIn(p.getEnclosedElements())) {
                types.put(type.getSimpleName().toString(), type);
              }
              return types;
            })
        .get(simpleName);
  }

  private static boolean reads(
      ModuleElement module, ModuleElement target, Set<ModuleElement> seen) {
    if (module.equals(target)) {
      return true;
    }
    if (!seen.add(module)) {
      return false;
    }
    for (RequiresDirective requires : ElementFilter.requiresIn(module.getDirectives())) {
      if (requires.getDependency().equals(target)
          || (requires.isTransitive() && reads(requires.getDependency(), target, seen))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether an existing type of the generated name is our own output of an earlier build: Maven
   * keeps the classes of the last build on the classpath, so a previous {@code OrderId} (a subclass
   * of AbstractObjectId), {@code OrderIdConverter} (a converter of that id) or {@code
   * OrderIdAssociationConverter} (a converter to that id) is expected and is simply generated again.
   * Anything else is a real clash.
   */
  private static boolean isEarlierOutput(TypeElement existing, IdTypeModel model) {
    TypeMirror superclass = existing.getSuperclass();
    if (superclass.getKind() == TypeKind.DECLARED
        && ((TypeElement) ((DeclaredType) superclass).asElement())
            .getQualifiedName()
            .contentEquals(BASE_CLASS)) {
      return existing.getQualifiedName().contentEquals(model.qualifiedName());
    }
    for (TypeMirror implemented : existing.getInterfaces()) {
      DeclaredType type = (DeclaredType) implemented;
      List<? extends TypeMirror> arguments = type.getTypeArguments();
      if (((TypeElement) type.asElement()).getQualifiedName().contentEquals(JPA_CONVERTER)
          && arguments.size() == 2
          && (arguments.get(0).toString().equals(model.qualifiedName())
              || arguments.get(1).toString().equals(model.qualifiedName()))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Reports {@code message} about {@code owner}'s {@code @ObjectIdKey}: on its {@code name} value
   * when written, else on the annotation.
   */
  void reportOnName(Element owner, Message message, Object... arguments) {
    reportOnName(declaration(owner), message, arguments);
  }

  private void reportOnName(Declaration declaration, Message message, Object... arguments) {
    reporter.reportOnAnnotation(
        declaration.element(),
        declaration.annotation(),
        declaration.nameValue(),
        message,
        arguments);
  }

  private static AnnotationMirror findAnnotation(Element element) {
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      if (((TypeElement) mirror.getAnnotationType().asElement())
          .getQualifiedName()
          .contentEquals(ANNOTATION)) {
        return mirror;
      }
    }
    throw new IllegalStateException("no @ObjectIdKey on " + element);
  }

  /** The {@code name} value if written in the source, else null (the default, empty). */
  private static AnnotationValue explicitName(AnnotationMirror annotation) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry :
        annotation.getElementValues().entrySet()) {
      if (entry.getKey().getSimpleName().contentEquals("name")) {
        return entry.getValue();
      }
    }
    return null;
  }
}
