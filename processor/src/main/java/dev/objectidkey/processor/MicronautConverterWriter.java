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
 * Writes the Micronaut Data {@code AttributeConverter} of one {@link IdTypeModel}, when
 * micronaut-data-model and jakarta.inject are on the compile classpath ({@link
 * IdTypeModel#micronautData()}). The id class names it in its {@code @TypeDef}.
 *
 * <p>Generated rather than shipped in a jar: Micronaut Data decides each property's data type and
 * converter at compile time, from annotations on the property or on its type, so only an
 * annotation on the id class makes every id property a binary column without one on each field;
 * and the converter must know which id class to make from 12 bytes, so there is one per id class,
 * as for JPA. It is a {@code @Singleton} because Micronaut Data gets converters from the bean
 * context: Micronaut's own annotation processor, run in the same compilation, sees this file in
 * the next round and writes its bean definition.
 */
final class MicronautConverterWriter {

  private static final ClassName CONVERTER =
      ClassName.get("io.micronaut.data.model.runtime.convert", "AttributeConverter");
  private static final ClassName CONTEXT =
      ClassName.get("io.micronaut.core.convert", "ConversionContext");
  private static final ClassName SINGLETON = ClassName.get("jakarta.inject", "Singleton");

  private final Filer filer;

  MicronautConverterWriter(Filer filer) {
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
    return TypeSpec.classBuilder(model.micronautConverterName())
        .addOriginatingElement(model.owner())
        .addJavadoc(
            """
            The Micronaut Data converter between {@link $T} and its 12 bytes, in a binary column
            ({@code BINARY(12)}, PostgreSQL's {@code bytea}). {@code $L} names it in its
            {@code @TypeDef}, so Micronaut Data applies it to every property of that type.
            """,
            id,
            model.simpleName())
        .addAnnotation(IdClassWriter.GENERATED)
        .addAnnotation(SINGLETON)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addSuperinterface(ParameterizedTypeName.get(CONVERTER, id, TypeName.get(byte[].class)))
        .addMethod(
            MethodSpec.constructorBuilder()
                .addJavadoc("Creates the converter; Micronaut's bean context calls this.\n")
                .addModifiers(Modifier.PUBLIC)
                .build())
        .addMethod(
            MethodSpec.methodBuilder("convertToPersistedValue")
                .addJavadoc(
                    "@param id the id, or null\n@param context unused\n@return its 12 bytes, or null\n")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(byte[].class)
                .addParameter(id, "id")
                .addParameter(CONTEXT, "context")
                .addStatement("return id == null ? null : id.toByteArray()")
                .build())
        .addMethod(
            MethodSpec.methodBuilder("convertToEntityValue")
                .addJavadoc(
                    """
                    @param column the column's bytes, or null
                    @param context unused
                    @return the id, or null
                    @throws IllegalArgumentException if the column does not hold exactly 12 bytes
                    """)
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(id)
                .addParameter(byte[].class, "column")
                .addParameter(CONTEXT, "context")
                .addStatement("return column == null ? null : $T.fromBytes(column)", id)
                .build())
        .build();
  }
}
