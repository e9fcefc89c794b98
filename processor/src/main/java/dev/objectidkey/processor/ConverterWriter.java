package dev.objectidkey.processor;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.io.IOException;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Modifier;

/**
 * Writes the JPA {@code AttributeConverter} of one {@link IdTypeModel}, when JPA is on the
 * compile classpath ({@link IdTypeModel#jpaConverter()}).
 */
final class ConverterWriter {

  private static final ClassName CONVERTER =
      ClassName.get("jakarta.persistence", "AttributeConverter");
  private static final ClassName CONVERTER_ANNOTATION =
      ClassName.get("jakarta.persistence", "Converter");

  private final Filer filer;

  ConverterWriter(Filer filer) {
    this.filer = filer;
  }

  /** Writes the converter of {@code model}. */
  void write(IdTypeModel model) throws IOException {
    JavaFile.builder(model.packageName(), converterClass(model))
        .skipJavaLangImports(true)
        .build()
        .writeTo(filer);
  }

  private static TypeSpec converterClass(IdTypeModel model) {
    ClassName id = ClassName.get(model.packageName(), model.simpleName());
    return TypeSpec.classBuilder(model.converterName())
        .addOriginatingElement(model.owner())
        .addJavadoc(
            """
            A JPA converter between {@link $T} and its 12 bytes, for JPA providers other than
            Hibernate and for columns mapped explicitly with {@code @Convert}. Declare the column as
            12 bytes, for example {@code @Column(length = 12)}.

            <p>It is not applied automatically: JPA never applies converters to {@code @Id}
            attributes (JPA 3.2 §3.9), and with Hibernate the objectidkey-hibernate plugin maps
            {@code $L} everywhere without one.
            """,
            id,
            model.simpleName())
        .addAnnotation(IdClassWriter.GENERATED)
        .addAnnotation(CONVERTER_ANNOTATION)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addSuperinterface(ParameterizedTypeName.get(CONVERTER, id, TypeName.get(byte[].class)))
        .addMethod(
            MethodSpec.constructorBuilder()
                .addJavadoc("Creates the converter; JPA providers call this.\n")
                .addModifiers(Modifier.PUBLIC)
                .build())
        .addMethod(
            MethodSpec.methodBuilder("convertToDatabaseColumn")
                .addJavadoc("@param id the id, or null\n@return its 12 bytes, or null\n")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(byte[].class)
                .addParameter(id, "id")
                .addStatement("return id == null ? null : id.toByteArray()")
                .build())
        .addMethod(
            MethodSpec.methodBuilder("convertToEntityAttribute")
                .addJavadoc(
                    """
                    @param column the column's bytes, or null
                    @return the id, or null
                    @throws IllegalArgumentException if the column does not hold exactly 12 bytes
                    """)
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(id)
                .addParameter(byte[].class, "column")
                .addStatement("return column == null ? null : $T.fromBytes(column)", id)
                .build())
        .build();
  }
}
