package dev.objectidkey.processor;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.io.IOException;
import java.util.function.Function;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Modifier;

/**
 * Writes the converters between one {@link IdTypeModel} and its 12 bytes that the frameworks on
 * the compile classpath need: JPA's {@code AttributeConverter} ({@link IdTypeModel#jpaConverter()})
 * and Micronaut Data's ({@link IdTypeModel#micronautData()}). Both are the same class, two methods
 * that call {@code toByteArray()} and {@code fromBytes}; a {@link Framework} says what differs.
 * With jMolecules, it also writes the JPA converter of associations to the owner
 * ({@link IdTypeModel#associationConverter()}), whose column type is the id class itself.
 *
 * <p>Micronaut Data's converter is generated rather than shipped in a jar: Micronaut Data decides
 * each property's data type and converter at compile time, from annotations on the property or on
 * its type, so only an annotation on the id class (the {@code @TypeDef} that {@link IdClassWriter}
 * writes) makes every id property a binary column without one on each field; and the converter
 * must know which id class to make from 12 bytes, so there is one per id class, as for JPA. It is a
 * {@code @Singleton} because Micronaut Data gets converters from the bean context: Micronaut's own
 * annotation processor, run in the same compilation, sees the file in the next round and writes its
 * bean definition.
 */
final class ConverterWriter {

  /** What differs between the converters of two frameworks. */
  private enum Framework {
    JPA(
        ClassName.get("jakarta.persistence", "AttributeConverter"),
        ClassName.get("jakarta.persistence", "Converter"),
        null,
        IdTypeModel::converterName,
        """
        A JPA converter between {@link $T} and its 12 bytes, for JPA providers other than
        Hibernate and for columns mapped explicitly with {@code @Convert}. Declare the column as
        12 bytes, for example {@code @Column(length = 12)}.

        <p>It is not applied automatically: JPA never applies converters to {@code @Id}
        attributes (JPA 3.2 §3.9), and with Hibernate the objectidkey-hibernate plugin maps
        {@code $L} everywhere without one.
        """,
        "JPA providers call this",
        "convertToDatabaseColumn",
        "convertToEntityAttribute"),
    MICRONAUT_DATA(
        ClassName.get("io.micronaut.data.model.runtime.convert", "AttributeConverter"),
        ClassName.get("jakarta.inject", "Singleton"),
        ClassName.get("io.micronaut.core.convert", "ConversionContext"),
        IdTypeModel::micronautConverterName,
        """
        The Micronaut Data converter between {@link $T} and its 12 bytes, in a binary column
        ({@code BINARY(12)}, PostgreSQL's {@code bytea}). {@code $L} names it in its
        {@code @TypeDef}, so Micronaut Data applies it to every property of that type.
        """,
        "Micronaut's bean context calls this",
        "convertToPersistedValue",
        "convertToEntityValue");

    final ClassName converter;
    final ClassName annotation;

    /** The second parameter of both methods, unused; null where there is none. */
    final ClassName context;

    final Function<IdTypeModel, String> className;

    /** The class's javadoc: {@code $T} is the id class, {@code $L} its simple name. */
    final String javadoc;

    /** Who calls the public constructor, for its javadoc. */
    final String caller;

    final String toColumn;
    final String toId;

    Framework(
        ClassName converter,
        ClassName annotation,
        ClassName context,
        Function<IdTypeModel, String> className,
        String javadoc,
        String caller,
        String toColumn,
        String toId) {
      this.converter = converter;
      this.annotation = annotation;
      this.context = context;
      this.className = className;
      this.javadoc = javadoc;
      this.caller = caller;
      this.toColumn = toColumn;
      this.toId = toId;
    }
  }

  private static final ClassName ASSOCIATION =
      ClassName.get("org.jmolecules.ddd.types", "Association");

  private final Filer filer;

  ConverterWriter(Filer filer) {
    this.filer = filer;
  }

  /** Writes the converters of {@code model} that its compile classpath calls for. */
  void write(IdTypeModel model) throws IOException {
    if (model.jpaConverter()) {
      write(model, Framework.JPA);
    }
    if (model.micronautData()) {
      write(model, Framework.MICRONAUT_DATA);
    }
    if (model.associationConverter()) {
      JavaFile.builder(model.packageName(), associationConverterClass(model))
          .skipJavaLangImports(true)
          .build()
          .writeTo(filer);
    }
  }

  private void write(IdTypeModel model, Framework framework) throws IOException {
    JavaFile.builder(model.packageName(), converterClass(model, framework))
        .skipJavaLangImports(true)
        .build()
        .writeTo(filer);
  }

  /**
   * The JPA converter between jMolecules' {@code Association<Owner, OwnerId>} and the id it holds,
   * applied by JPA to every attribute of exactly that type ({@code autoApply}; Hibernate matches
   * the type arguments too, so each id's converter takes only its own associations). Its column
   * type is the id class itself, not {@code byte[]}: objectidkey-hibernate maps that as it maps the
   * id, so the column is the same {@code BINARY(12)} or {@code bytea} as the key it refers to,
   * and a query parameter {@code Association.forId(id)} is bound as those 12 bytes.
   */
  private static TypeSpec associationConverterClass(IdTypeModel model) {
    ClassName id = ClassName.get(model.packageName(), model.simpleName());
    ClassName owner = ClassName.get(model.owner());
    TypeName association = ParameterizedTypeName.get(ASSOCIATION, owner, id);
    return TypeSpec.classBuilder(model.associationConverterName())
        .addOriginatingElement(model.owner())
        .addJavadoc(
            """
            The JPA converter of every jMolecules {@code Association<$T, $T>} attribute: its
            column holds the associated aggregate's id, 12 bytes in the column type of {@code $T}
            itself. Applied automatically ({@code autoApply}) to attributes of exactly this type.
            """,
            owner,
            id,
            id)
        .addAnnotation(IdClassWriter.GENERATED)
        .addAnnotation(
            AnnotationSpec.builder(Framework.JPA.annotation).addMember("autoApply", "true").build())
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addSuperinterface(ParameterizedTypeName.get(Framework.JPA.converter, association, id))
        .addMethod(
            MethodSpec.constructorBuilder()
                .addJavadoc("Creates the converter; " + Framework.JPA.caller + ".\n")
                .addModifiers(Modifier.PUBLIC)
                .build())
        .addMethod(
            MethodSpec.methodBuilder(Framework.JPA.toColumn)
                .addJavadoc(
                    "@param association the association, or null\n"
                        + "@return the id it points to, or null\n")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(id)
                .addParameter(association, "association")
                .addStatement("return association == null ? null : association.getId()")
                .build())
        .addMethod(
            MethodSpec.methodBuilder(Framework.JPA.toId)
                .addJavadoc(
                    "@param id the column's id, or null\n@return its association, or null\n")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(association)
                .addParameter(id, "id")
                .addStatement("return id == null ? null : $T.forId(id)", ASSOCIATION)
                .build())
        .build();
  }

  private static TypeSpec converterClass(IdTypeModel model, Framework framework) {
    ClassName id = ClassName.get(model.packageName(), model.simpleName());
    String contextDoc = framework.context == null ? "" : "@param context unused\n";
    MethodSpec.Builder toColumn =
        MethodSpec.methodBuilder(framework.toColumn)
            .addJavadoc(
                "@param id the id, or null\n" + contextDoc + "@return its 12 bytes, or null\n")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(byte[].class)
            .addParameter(id, "id");
    MethodSpec.Builder toId =
        MethodSpec.methodBuilder(framework.toId)
            .addJavadoc(
                "@param column the column's bytes, or null\n"
                    + contextDoc
                    + "@return the id, or null\n"
                    + "@throws IllegalArgumentException if the column does not hold exactly 12 bytes\n")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(id)
            .addParameter(byte[].class, "column");
    if (framework.context != null) {
      toColumn.addParameter(framework.context, "context");
      toId.addParameter(framework.context, "context");
    }
    return TypeSpec.classBuilder(framework.className.apply(model))
        .addOriginatingElement(model.owner())
        .addJavadoc(framework.javadoc, id, model.simpleName())
        .addAnnotation(IdClassWriter.GENERATED)
        .addAnnotation(framework.annotation)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addSuperinterface(
            ParameterizedTypeName.get(framework.converter, id, TypeName.get(byte[].class)))
        .addMethod(
            MethodSpec.constructorBuilder()
                .addJavadoc("Creates the converter; " + framework.caller + ".\n")
                .addModifiers(Modifier.PUBLIC)
                .build())
        .addMethod(toColumn.addStatement("return id == null ? null : id.toByteArray()").build())
        .addMethod(
            toId.addStatement("return column == null ? null : $T.fromBytes(column)", id).build())
        .build();
  }
}
