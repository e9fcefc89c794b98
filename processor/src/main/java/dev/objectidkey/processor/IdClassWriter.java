package dev.objectidkey.processor;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.objectidkey.AbstractObjectId;
import dev.objectidkey.ObjectIdCodec;
import dev.objectidkey.ObjectIdGenerator;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.lang.invoke.MethodHandles;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import javax.annotation.processing.Filer;
import javax.annotation.processing.Generated;
import javax.lang.model.element.Modifier;

/**
 * Writes the id class for one {@link IdTypeModel}. Each output of the processor has its writer:
 * this one, {@link ConverterWriter} (the JPA and Micronaut Data converters), {@link
 * IdIndexWriter} (the index of id classes) and {@link NativeImageMetadataWriter} (GraalVM's
 * reflection metadata).
 *
 * <p>The id class is thin on purpose: its state and instance behaviour live once, in
 * {@code dev.objectidkey.AbstractObjectId}, and it adds only what must name its own type: the
 * static factories, {@code compareTo} and the serial proxy, and the glue of the optional
 * frameworks it can see (Jackson, swagger, Spring JDBC, Micronaut Data, jMolecules). Members are always written in the same
 * order, and {@code @Generated} carries no date, so the output is reproducible.
 */
final class IdClassWriter {

  private static final ClassName BASE = ClassName.get(AbstractObjectId.class);
  private static final ClassName GENERATOR = ClassName.get(ObjectIdGenerator.class);
  private static final ClassName CODEC = ClassName.get(ObjectIdCodec.class);

  private static final ClassName JSON_CREATOR =
      ClassName.get("com.fasterxml.jackson.annotation", "JsonCreator");
  private static final ClassName JSON_VALUE =
      ClassName.get("com.fasterxml.jackson.annotation", "JsonValue");

  private static final ClassName JSON_AUTO_DETECT =
      ClassName.get("com.fasterxml.jackson.annotation", "JsonAutoDetect");

  private static final ClassName SQL_TYPE_VALUE =
      ClassName.get("org.springframework.jdbc.core", "SqlTypeValue");

  /**
   * jMolecules' marker of identifiers, which makes {@code class Order implements
   * AggregateRoot<Order, OrderId>} compile. It has no methods, so the id class only names it.
   */
  static final ClassName IDENTIFIER = ClassName.get("org.jmolecules.ddd.types", "Identifier");

  private static final ClassName SCHEMA =
      ClassName.get("io.swagger.v3.oas.annotations.media", "Schema");
  private static final ClassName TYPE_DEF =
      ClassName.get("io.micronaut.data.annotation", "TypeDef");
  private static final ClassName DATA_TYPE = ClassName.get("io.micronaut.data.model", "DataType");

  /** The hex form as an OpenAPI (JSON Schema) pattern: an ECMA-262 regular expression. */
  private static final String HEX_PATTERN = "^[0-9a-fA-F]{24}$";

  /** A valid id for OpenAPI examples: MongoDB's documentation uses it, and so does our javadoc. */
  private static final String EXAMPLE = "507f1f77bcf86cd799439011";

  /**
   * The processor that every generated file names as its author; {@code PackagingTest} pins it to
   * the processor's class.
   */
  static final String PROCESSOR_NAME = "dev.objectidkey.processor.ObjectIdKeyProcessor";

  /** {@code @Generated}, with no date so that the output is reproducible; also the converter's. */
  static final AnnotationSpec GENERATED =
      AnnotationSpec.builder(Generated.class).addMember("value", "$S", PROCESSOR_NAME).build();

  private static final String LAYOUT =
      """
      <pre>
        bytes 0-3   timestamp   seconds since the Unix epoch, unsigned, big-endian
        bytes 4-8   random      chosen once per process
        bytes 9-11  counter     big-endian, wrapping at 2^24
      </pre>
      Its hex form is 24 hexadecimal characters, written in lower case and read in either case.
      """;

  private final Filer filer;

  IdClassWriter(Filer filer) {
    this.filer = filer;
  }

  /** Writes the id class of {@code model}. */
  void write(IdTypeModel model) throws IOException {
    JavaFile.builder(model.packageName(), idClass(model))
        .skipJavaLangImports(true)
        .build()
        .writeTo(filer);
  }

  /** The id class: one small method below per member, in the order they are written. */
  private TypeSpec idClass(IdTypeModel model) {
    ClassName self = ClassName.get(model.packageName(), model.simpleName());
    ClassName serialForm = self.nestedClass("SerialForm");
    TypeName comparatorType = ParameterizedTypeName.get(ClassName.get(Comparator.class), self);
    return TypeSpec.classBuilder(self)
        .addOriginatingElement(model.owner())
        .addJavadoc(classJavadoc(model))
        .addAnnotation(GENERATED)
        .addAnnotations(model.openApi() ? List.of(schema(model)) : List.of())
        .addAnnotations(model.micronautData() ? List.of(typeDef(model)) : List.of())
        .addAnnotations(
            model.jackson() && model.jmoleculesIdentifier()
                ? List.of(noJacksonProperties())
                : List.of())
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .superclass(BASE)
        .addSuperinterface(ParameterizedTypeName.get(ClassName.get(Comparable.class), self))
        .addSuperinterface(Serializable.class)
        .addSuperinterfaces(model.springJdbc() ? List.of(SQL_TYPE_VALUE) : List.of())
        .addSuperinterfaces(model.jmoleculesIdentifier() ? List.of(IDENTIFIER) : List.of())
        .addField(serialVersionUid())
        .addField(comparatorField(comparatorType))
        .addStaticBlock(registerFactories())
        .addMethod(constructor(GENERATOR, "generator"))
        .addMethod(generateAtConstructor())
        .addMethod(constructor(ClassName.get(CharSequence.class), "hex"))
        .addMethod(constructor(TypeName.get(byte[].class), "bytes"))
        .addMethod(boundConstructor())
        .addMethod(generate(self))
        .addMethod(generateAt(self))
        .addMethod(parse(self))
        .addMethod(valueOf(model, self))
        .addMethod(isValid())
        .addMethod(fromBytes(self))
        .addMethod(from(self))
        .addMethod(bound(self, "minFor", "smallest", "0x00", "0L"))
        .addMethod(bound(self, "maxFor", "largest", "0xff", "-1L"))
        .addMethod(comparator(comparatorType))
        .addMethod(compareTo(self))
        .addMethods(model.springJdbc() ? List.of(setTypeValue()) : List.of())
        .addMethods(model.jackson() ? List.of(jsonValue()) : List.of())
        .addMethod(writeReplace(serialForm))
        .addMethod(readObject(model))
        .addType(serialForm(self, serialForm))
        .build();
  }

  /** The class javadoc: what the class is, the layout, and that ids are not secrets. */
  private static CodeBlock classJavadoc(IdTypeModel model) {
    String owner = model.owner().getQualifiedName().toString();
    return CodeBlock.builder()
        .add(
            """
            The typed ObjectId of {@code $L}: 12 bytes, time-ordered, and never
            interchangeable with the id of another type.

            """,
            owner)
        .add(LAYOUT)
        .add(
            """

            <p>Immutable and thread-safe. ObjectIds are not secrets: never use one as a token or an
            access check.

            @see $T
            @see dev.objectidkey.ObjectIdKey
            """,
            BASE)
        .build();
  }

  private static FieldSpec serialVersionUid() {
    return FieldSpec.builder(
            long.class, "serialVersionUID", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .initializer("1L")
        .build();
  }

  private static FieldSpec comparatorField(TypeName comparatorType) {
    return FieldSpec.builder(
            comparatorType, "COMPARATOR", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .initializer("$T.naturalOrder()", Comparator.class)
        .build();
  }

  /**
   * Hands the runtime a lookup for this class's public factories, so that ObjectIdFactory can call
   * them even when the package is not exported (JPMS); see AbstractObjectId.registerFactories.
   */
  private static CodeBlock registerFactories() {
    return CodeBlock.of(
        "registerFactories($T.lookup().dropLookupMode($T.PACKAGE));\n",
        MethodHandles.class,
        MethodHandles.Lookup.class);
  }

  /** The constructor that minFor and maxFor use: a second, and the 8 bytes after it. */
  private static MethodSpec boundConstructor() {
    return MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PRIVATE)
        .addParameter(Instant.class, "second")
        .addParameter(long.class, "low")
        .addStatement("super(second, low)")
        .build();
  }

  /** {@code static generate()}: a new id from the process-wide generator. */
  private static MethodSpec generate(ClassName self) {
    return MethodSpec.methodBuilder("generate")
        .addJavadoc(
            """
            Makes a new id: now, with this process's random value and next counter. Ids from one
            process never repeat and are strictly increasing; see {@link $T}.

            @return a new id
            @throws IllegalStateException after 2106-02-07T06:28:15Z
            """,
            GENERATOR)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(self)
        .addStatement("return new $T($T.current())", self, GENERATOR)
        .build();
  }

  /** The constructor that generateAt(Instant) uses: the generator, and the chosen second. */
  private static MethodSpec generateAtConstructor() {
    return MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PRIVATE)
        .addParameter(GENERATOR, "generator")
        .addParameter(Instant.class, "t")
        .addStatement("super(generator, t)")
        .build();
  }

  /**
   * {@code static generateAt(Instant)}: a new id at a chosen second, for backfills. Not an
   * overload of {@code generate}, so that {@code OrderId::generate} stays an exact method reference.
   */
  private static MethodSpec generateAt(ClassName self) {
    return MethodSpec.methodBuilder("generateAt")
        .addJavadoc(
            """
            Makes a new id for {@code t}'s second, for giving rows that already exist an id at
            their own creation time. Its bytes 4-11 come from the generator's own sequence for
            such ids: this process's random value with bit 39 inverted, so that they never equal
            an id of {@link #generate()}, then a counter whose wrap carries into the random bytes.
            Ids made for one second by one process never repeat, also past 2^24 of them, and
            increase in the order made; across processes they only differ. See {@link $T} ("Ids
            at a chosen second").

            @param t the instant, truncated to its second
            @return a new id whose timestamp is {@code t}'s second
            @throws IllegalArgumentException if {@code t} is null or outside
                1970-01-01T00:00:00Z .. 2106-02-07T06:28:15Z
            """,
            GENERATOR)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(self)
        .addParameter(Instant.class, "t")
        .addStatement("return new $T($T.current(), t)", self, GENERATOR)
        .build();
  }

  /** {@code static parse(CharSequence)}: the hex form, in either case. */
  private static MethodSpec parse(ClassName self) {
    return MethodSpec.methodBuilder("parse")
        .addJavadoc(
            """
            Reads the hex form: exactly 24 ASCII hexadecimal characters, in either case. Ids of
            any layout are accepted, including the legacy machine and process one.

            @param hex the hex form, such as {@code 507f1f77bcf86cd799439011}
            @return the id
            @throws IllegalArgumentException if {@code hex} is null, not 24 characters long, or
                holds anything but {@code 0-9}, {@code a-f} and {@code A-F} (no signs, whitespace
                or non-ASCII digits); the message quotes it
            """)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(self)
        .addParameter(CharSequence.class, "hex")
        .addStatement("return new $T(hex)", self)
        .build();
  }

  /** {@code static valueOf(String)}: {@code parse}, under the name that frameworks look for. */
  private static MethodSpec valueOf(IdTypeModel model, ClassName self) {
    return MethodSpec.methodBuilder("valueOf")
        .addJavadoc(
            """
            The same as {@link #parse(CharSequence)}, under the name that Spring, Jakarta REST
            and Jackson look for.

            @param hex the hex form
            @return the id
            @throws IllegalArgumentException as {@link #parse(CharSequence)} does
            """)
        .addAnnotations(
            model.jackson()
                ? List.of(
                    AnnotationSpec.builder(JSON_CREATOR)
                        .addMember("mode", "$T.Mode.DELEGATING", JSON_CREATOR)
                        .build())
                : List.of())
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(self)
        .addParameter(String.class, "hex")
        .addStatement("return new $T(hex)", self)
        .build();
  }

  /** {@code static isValid(CharSequence)}: whether {@code parse} would succeed. */
  private static MethodSpec isValid() {
    return MethodSpec.methodBuilder("isValid")
        .addJavadoc(
            """
            Tells whether {@link #parse(CharSequence)} would accept {@code hex}.

            @param hex the text to check; may be null
            @return {@code true} if and only if {@code hex} is 24 ASCII hexadecimal characters
            """)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(boolean.class)
        .addParameter(CharSequence.class, "hex")
        .addStatement("return $T.isValid(hex)", CODEC)
        .build();
  }

  /** {@code static fromBytes(byte[])}: exactly 12 bytes. */
  private static MethodSpec fromBytes(ClassName self) {
    return MethodSpec.methodBuilder("fromBytes")
        .addJavadoc(
            """
            Reads the 12 bytes of the layout above, big-endian.

            @param bytes exactly 12 bytes; copied, not kept
            @return the id
            @throws IllegalArgumentException if {@code bytes} is null or not 12 bytes long
            """)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(self)
        .addParameter(byte[].class, "bytes")
        .addStatement("return new $T(bytes)", self)
        .build();
  }

  /**
   * {@code static from(byte[])}: {@code fromBytes} under a name that Spring's
   * DefaultConversionService finds (its ObjectToObjectConverter tries a static {@code valueOf},
   * {@code of} or {@code from} taking the source type), so Spring JDBC's row mappers turn a
   * BINARY(12) or bytea column into the id. Not {@code valueOf(byte[])}: Jackson takes any
   * one-argument {@code valueOf} for a creator. Written whether or not Spring is visible, since it
   * names no Spring type, and an id compiled without Spring may still be read by it.
   */
  private static MethodSpec from(ClassName self) {
    return MethodSpec.methodBuilder("from")
        .addJavadoc(
            """
            The same as {@link #fromBytes(byte[])}, under the name that Spring's conversion service
            looks for: Spring JDBC's {@code BeanPropertyRowMapper}, {@code DataClassRowMapper} and
            {@code queryForObject(sql, $L.class)} read a BINARY(12) or bytea column into the id
            through it.

            @param bytes exactly 12 bytes; copied, not kept
            @return the id
            @throws IllegalArgumentException as {@link #fromBytes(byte[])} does
            """,
            self.simpleName())
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(self)
        .addParameter(byte[].class, "bytes")
        .addStatement("return new $T(bytes)", self)
        .build();
  }

  /**
   * Spring JDBC's {@code SqlTypeValue}: StatementCreatorUtils hands every parameter that
   * implements it its own statement, before it looks at the value's class. Without it, an id
   * reaches the driver's {@code setObject}, which H2 answers with the Java serialization of the
   * id (a silent non-match in {@code where id = ?}), and HSQLDB and PostgreSQL with an error.
   * {@code sqlType} is ignored: an id's column holds its 12 bytes.
   */
  private static MethodSpec setTypeValue() {
    return MethodSpec.methodBuilder("setTypeValue")
        .addJavadoc(
            """
            Binds this id as its 12 bytes, for a BINARY(12) or bytea column, when it is a
            parameter of Spring's {@code JdbcTemplate}, {@code NamedParameterJdbcTemplate},
            {@code JdbcClient} or {@code SimpleJdbcInsert}: Spring calls this method instead of
            the driver's {@code setObject}, which would bind the id's Java serialization (H2) or
            fail (HSQLDB, PostgreSQL).

            @param ps the statement
            @param paramIndex the index of the parameter, from 1
            @param sqlType ignored: the column holds the 12 bytes whatever Spring was told
            @param typeName ignored
            @throws $T if the driver rejects the bytes
            """,
            SQLException.class)
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(void.class)
        .addParameter(PreparedStatement.class, "ps")
        .addParameter(int.class, "paramIndex")
        .addParameter(int.class, "sqlType")
        .addParameter(String.class, "typeName")
        .addException(SQLException.class)
        .addStatement("ps.setBytes(paramIndex, toByteArray())")
        .build();
  }

  /** {@code static comparator()}: the order of {@code compareTo}. */
  private static MethodSpec comparator(TypeName comparatorType) {
    return MethodSpec.methodBuilder("comparator")
        .addJavadoc(
            """
            The order of {@link #compareTo}: unsigned byte-wise, which is also hex order and, at
            one-second resolution, creation order.

            @return the comparator
            """)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(comparatorType)
        .addStatement("return COMPARATOR")
        .build();
  }

  /** {@code compareTo}: unsigned, byte-wise. */
  private static MethodSpec compareTo(ClassName self) {
    return MethodSpec.methodBuilder("compareTo")
        .addJavadoc(
            """
            Compares the 12 bytes as unsigned values, first byte first.

            @param other the id to compare with
            @return a negative number, zero or a positive number as this id sorts before, with
                or after {@code other}
            """)
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(int.class)
        .addParameter(self, "other")
        .addStatement("return compareBytes(other)")
        .build();
  }

  /** {@code writeReplace}: serialize through the {@code SerialForm} proxy. */
  private static MethodSpec writeReplace(ClassName serialForm) {
    return MethodSpec.methodBuilder("writeReplace")
        .addJavadoc("Serializes as {@link SerialForm}: the 12 bytes and nothing else.\n")
        .addModifiers(Modifier.PRIVATE)
        .returns(Object.class)
        .addStatement("return new $T(toByteArray())", serialForm)
        .build();
  }

  /** {@code readObject}: refuse a stream that bypasses the proxy. */
  private static MethodSpec readObject(IdTypeModel model) {
    return MethodSpec.methodBuilder("readObject")
        .addJavadoc("Rejects a stream that bypasses {@link SerialForm}.\n")
        .addModifiers(Modifier.PRIVATE)
        .returns(void.class)
        .addParameter(ObjectInputStream.class, "in")
        .addException(InvalidObjectException.class)
        .addStatement(
            "throw new $T($S)",
            InvalidObjectException.class,
            model.simpleName() + " is serialized through its SerialForm only")
        .build();
  }

  /**
   * Jackson writes an id as its hex string through this method; {@code valueOf} reads it back, also
   * as a map key. A private method, because the public {@code toHexString} is final in the base
   * class, which must not depend on Jackson.
   */
  private static MethodSpec jsonValue() {
    return MethodSpec.methodBuilder("toJson")
        .addJavadoc("Jackson writes this id as its hex form; {@link #valueOf} reads it back.\n")
        .addAnnotation(JSON_VALUE)
        .addModifiers(Modifier.PRIVATE)
        .returns(String.class)
        .addStatement("return toHexString()")
        .build();
  }

  /**
   * Hides {@code getTimestamp()} from Jackson, so the id has no bean property. jMolecules' Jackson
   * module ({@code jmolecules-jackson}, {@code jmolecules-jackson3}) writes an {@code Identifier}
   * with exactly one property as that property's value, ahead of {@code @JsonValue}: the id would
   * be written as its creation time, and lost (ddd-tests). Jackson writes the id through {@link
   * #jsonValue} and reads it through {@code valueOf}, so it needs no getter.
   */
  private static AnnotationSpec noJacksonProperties() {
    ClassName visibility = JSON_AUTO_DETECT.nestedClass("Visibility");
    return AnnotationSpec.builder(JSON_AUTO_DETECT)
        .addMember("getterVisibility", "$T.NONE", visibility)
        .addMember("isGetterVisibility", "$T.NONE", visibility)
        .build();
  }

  /**
   * Swagger's {@code @Schema}, so springdoc and swagger-core describe the id as what Jackson writes
   * (see {@link #jsonValue}), a hex string, inline wherever it appears: path parameters and the
   * fields of request and response bodies (openapi-tests reads springdoc's document). springdoc
   * reads {@code @JsonValue} too, but that only tells it "a string"; the pattern and the example
   * come from here. {@code type = "string"} is enough: springdoc 3 writes OpenAPI 3.1 with a plain
   * {@code "type": "string"}, and no {@code OrderId} component.
   */
  private static AnnotationSpec schema(IdTypeModel model) {
    return AnnotationSpec.builder(SCHEMA)
        .addMember("type", "$S", "string")
        .addMember("pattern", "$S", HEX_PATTERN)
        .addMember("example", "$S", EXAMPLE)
        .addMember(
            "description",
            "$S",
            model.simpleName()
                + ", a 12-byte ObjectId: 24 hexadecimal "
                + "characters, written in lower case and read in either case")
        .build();
  }

  /**
   * Micronaut Data's {@code @TypeDef}: its annotation processor reads the data type and converter
   * of a property from the property's type when the property has none of its own, so every
   * property of this id type, the {@code @Id}, references and repository method parameters alike,
   * is a 12-byte binary column converted by the class {@link ConverterWriter} writes, with nothing
   * on the user's fields.
   */
  private static AnnotationSpec typeDef(IdTypeModel model) {
    return AnnotationSpec.builder(TYPE_DEF)
        .addMember("type", "$T.BYTE_ARRAY", DATA_TYPE)
        .addMember(
            "converter",
            "$T.class",
            ClassName.get(model.packageName(), model.micronautConverterName()))
        .build();
  }

  private static MethodSpec constructor(TypeName type, String name) {
    return MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PRIVATE)
        .addParameter(type, name)
        .addStatement("super($N)", name)
        .build();
  }

  private static MethodSpec bound(
      ClassName self, String name, String which, String fill, String low) {
    return MethodSpec.methodBuilder(name)
        .addJavadoc(
            """
            The $L id of {@code t}'s second: its timestamp, then 8 bytes of $L.
            {@code id between minFor(t1) and maxFor(t2)} means "made from second t1 to second t2",
            which a database answers by a range scan of the primary key.

            @param t the instant, truncated to its second
            @return the $L id of that second
            @throws IllegalArgumentException if {@code t} is null or outside
                1970-01-01T00:00:00Z .. 2106-02-07T06:28:15Z
            """,
            which,
            fill,
            which)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(self)
        .addParameter(Instant.class, "t")
        .addStatement("return new $T(t, $L)", self, low)
        .build();
  }

  private static TypeSpec serialForm(ClassName self, ClassName serialForm) {
    return TypeSpec.classBuilder(serialForm)
        .addJavadoc("The serialized form of {@code $L}: its 12 bytes.\n", self.simpleName())
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addSuperinterface(Serializable.class)
        .addField(
            FieldSpec.builder(
                    long.class,
                    "serialVersionUID",
                    Modifier.PRIVATE,
                    Modifier.STATIC,
                    Modifier.FINAL)
                .initializer("1L")
                .build())
        .addField(byte[].class, "bytes", Modifier.PRIVATE, Modifier.FINAL)
        .addMethod(
            MethodSpec.constructorBuilder()
                .addModifiers(Modifier.PRIVATE)
                .addParameter(byte[].class, "bytes")
                .addStatement("this.bytes = bytes")
                .build())
        .addMethod(
            MethodSpec.methodBuilder("readResolve")
                .addJavadoc(
                    "Rejects a stream whose bytes are missing or not 12 long, as "
                        + "serialization must: with an {@code InvalidObjectException}.\n")
                .addModifiers(Modifier.PRIVATE)
                .returns(Object.class)
                .addException(InvalidObjectException.class)
                .beginControlFlow("if (bytes == null || bytes.length != 12)")
                .addStatement(
                    "throw new $T($S + (bytes == null ? $S : bytes.length + $S) + $S)",
                    InvalidObjectException.class,
                    self.simpleName() + "'s serial form holds ",
                    "no byte array",
                    " bytes",
                    ", expected 12")
                .endControlFlow()
                .addStatement("return fromBytes(bytes)")
                .build())
        .build();
  }
}
