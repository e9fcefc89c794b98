package dev.objectidkey.jooq;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.jooq.exception.SQLDialectNotSupportedException;
import org.jooq.impl.DefaultDataType;
import org.jooq.meta.ColumnDefinition;
import org.jooq.meta.DataTypeDefinition;
import org.jooq.meta.Database;
import org.jooq.meta.ForeignKeyDefinition;
import org.jooq.meta.SchemaDefinition;
import org.jooq.meta.TableDefinition;
import org.jooq.meta.UniqueKeyDefinition;
import org.jooq.meta.jaxb.ForcedType;
import org.jooq.meta.jaxb.ForcedTypeObjectType;
import org.jooq.meta.jaxb.LambdaConverter;

/**
 * Replaces the {@code {Entity}} forcedTypes of one code generation run by one forcedType per id
 * column, before jOOQ computes any column's type (it does so lazily, when it writes the code).
 *
 * <p>jOOQ applies the first matching forcedType of the highest {@code <priority>}; the forcedTypes
 * added here match exactly one column each and have the highest priority, and are added only for
 * columns whose first match was a template, so every other forcedType keeps its effect.
 */
final class IdColumnMapper {

  private final Database db;
  private final Map<ForcedType, IdTypeTemplate> templates = new IdentityHashMap<>();
  private final Map<String, String> idClassByColumn = new HashMap<>();
  private final Set<String> resolving = new LinkedHashSet<>();

  IdColumnMapper(Database db) {
    this.db = db;
  }

  /**
   * Adds a forcedType for each column that a template matches, and removes the templates.
   *
   * @throws IdMappingException listing every column or template that cannot be used
   */
  void mapIdColumns() {
    List<String> problems = new ArrayList<>();
    List<ForcedType> configured = new ArrayList<>(db.getConfiguredForcedTypes());
    for (ForcedType forcedType : configured) {
      if (IdTypeTemplate.isTemplate(forcedType)) {
        IdTypeTemplate template = IdTypeTemplate.of(forcedType, problems);
        if (template != null) {
          templates.put(forcedType, template);
        }
      }
    }
    if (problems.isEmpty() && templates.isEmpty()) {
      problems.add(
          Message.NO_TEMPLATE.format(
              ObjectIdJavaGenerator.class.getSimpleName(), IdTypeTemplate.EXAMPLE));
    }
    if (!problems.isEmpty()) {
      throw new IdMappingException(problems);
    }

    Map<String, ForcedType> perColumn = new LinkedHashMap<>();
    Map<IdTypeTemplate, Integer> matches = new IdentityHashMap<>();
    for (SchemaDefinition schema : db.getSchemata()) {
      for (TableDefinition table : db.getTables(schema)) {
        for (ColumnDefinition column : table.getColumns()) {
          ForcedType first = db.getConfiguredForcedType(column, column.getDefinedType());
          IdTypeTemplate template = first == null ? null : templates.get(first);
          if (template != null) {
            matches.merge(template, 1, Integer::sum);
            String idClass = idClassOf(column, problems);
            if (idClass != null) {
              perColumn.put(column.getQualifiedName(), forcedType(column, idClass));
            }
          } else if (first == null && isObjectIdSized(column.getDefinedType())) {
            problems.add(
                Message.ID_SIZED_UNMAPPED.format(
                    describe(column),
                    column.getDefinedType().getType(),
                    Pattern.quote(column.getQualifiedName())));
          }
        }
      }
    }
    for (IdTypeTemplate template : templates.values()) {
      if (!matches.containsKey(template)) {
        problems.add(
            Message.TEMPLATE_UNUSED.format(
                template.userType(),
                db.getSchemata().stream()
                    .map(SchemaDefinition::getName)
                    .collect(Collectors.joining(", "))));
      }
    }
    if (!problems.isEmpty()) {
      throw new IdMappingException(problems);
    }

    for (ForcedType template : templates.keySet()) {
      db.getConfiguredForcedTypes().remove(template);
      db.markUsed(template); // it was: through the forcedTypes that replace it
    }
    db.setConfiguredForcedTypes(new ArrayList<>(perColumn.values()));
  }

  /**
   * The id class of a column whose first forcedType is a template: its foreign key's, else its
   * primary key's; null after adding a problem.
   */
  private String idClassOf(ColumnDefinition column, List<String> problems) {
    String name = column.getQualifiedName();
    if (idClassByColumn.containsKey(name)) {
      return idClassByColumn.get(name);
    }
    String idClass = resolve(column, problems);
    idClassByColumn.put(name, idClass);
    return idClass;
  }

  private String resolve(ColumnDefinition column, List<String> problems) {
    IdTypeTemplate template =
        templates.get(db.getConfiguredForcedType(column, column.getDefinedType()));
    if (!holdsTwelveBytes(column, template, problems)) {
      return null;
    }
    String name = column.getQualifiedName();
    if (!resolving.add(name)) {
      problems.add(Message.FOREIGN_KEY_CIRCLE.format(name, String.join(" -> ", resolving)));
      return null;
    }
    try {
      // A foreign key first: a column that is both (a shared primary key) holds the other's ids.
      Map<String, List<String>> byReference = new LinkedHashMap<>();
      if (!collectReferences(column, byReference, problems)) {
        return null;
      }
      if (!byReference.isEmpty()) {
        return foreignKeyIdClass(column, byReference, problems);
      }
      if (isSingleColumnPrimaryKey(column)) {
        return primaryKeyIdClass(column, template, problems);
      }
      problems.add(
          Message.ID_CLASS_UNKNOWN.format(
              describe(column),
              template.userType(),
              template.userType().replace(IdTypeTemplate.PLACEHOLDER, "Order")));
      return null;
    } finally {
      resolving.remove(name);
    }
  }

  /** Whether {@code column} is binary and, if its length is known, 12 bytes long. */
  private boolean holdsTwelveBytes(
      ColumnDefinition column, IdTypeTemplate template, List<String> problems) {
    DataTypeDefinition type = column.getDefinedType();
    if (!isBinary(type)) {
      problems.add(Message.NOT_BINARY.format(describe(column), template.userType()));
      return false;
    }
    if (type.getLength() > 0 && type.getLength() != 12) {
      problems.add(
          Message.WRONG_LENGTH.format(describe(column), template.userType(), type.getLength()));
      return false;
    }
    return true;
  }

  /**
   * Adds, for each foreign key from {@code column}, the referenced id class and the key's name to
   * {@code byReference}; false after adding a problem.
   */
  private boolean collectReferences(
      ColumnDefinition column, Map<String, List<String>> byReference, List<String> problems) {
    for (ForeignKeyDefinition key : column.getForeignKeys()) {
      int at = indexOf(key.getKeyColumns(), column);
      if (at < 0) {
        continue;
      }
      String idClass = referencedIdClass(column, key.getReferencedColumns().get(at), problems);
      if (idClass == null) {
        return false;
      }
      byReference.computeIfAbsent(idClass, k -> new ArrayList<>()).add(key.getName());
    }
    return true;
  }

  /** The one id class that every foreign key from {@code column} leads to, or null. */
  private static String foreignKeyIdClass(
      ColumnDefinition column, Map<String, List<String>> byReference, List<String> problems) {
    if (byReference.size() == 1) {
      return byReference.keySet().iterator().next();
    }
    problems.add(
        Message.FOREIGN_KEYS_DISAGREE.format(
            describe(column),
            byReference.entrySet().stream()
                .map(e -> e.getKey() + " through " + String.join(", ", e.getValue()))
                .collect(Collectors.joining("; "))));
    return null;
  }

  private static boolean isSingleColumnPrimaryKey(ColumnDefinition column) {
    UniqueKeyDefinition primaryKey = column.getPrimaryKey();
    return primaryKey != null
        && primaryKey.getKeyColumns().size() == 1
        && indexOf(primaryKey.getKeyColumns(), column) == 0;
  }

  /** The id class the template makes from {@code column}'s table, or null. */
  private static String primaryKeyIdClass(
      ColumnDefinition column, IdTypeTemplate template, List<String> problems) {
    String idClass = template.idClassFor(column.getContainer());
    if (idClass == null) {
      problems.add(
          Message.NO_CLASS_NAME.format(
              describe(column), column.getContainer().getName(), template.userType()));
    }
    return idClass;
  }

  /** The id class that {@code referenced} gets, which the foreign key column takes over. */
  private String referencedIdClass(
      ColumnDefinition column, ColumnDefinition referenced, List<String> problems) {
    ForcedType first = db.getConfiguredForcedType(referenced, referenced.getDefinedType());
    if (first != null && templates.containsKey(first)) {
      return idClassOf(referenced, problems);
    }
    String explicit = first == null ? null : first.getUserType();
    if (explicit == null) {
      problems.add(
          Message.REFERENCE_UNMAPPED.format(describe(column), referenced.getQualifiedName()));
      return null;
    }
    return explicit.strip();
  }

  private static ForcedType forcedType(ColumnDefinition column, String idClass) {
    return new ForcedType()
        .withUserType(idClass)
        .withLambdaConverter(
            new LambdaConverter()
                .withFrom(idClass + "::fromBytes")
                .withTo(idClass + "::toByteArray"))
        .withIncludeExpression(Pattern.quote(column.getQualifiedName()))
        .withObjectType(ForcedTypeObjectType.COLUMN)
        .withPriority(Integer.MAX_VALUE);
  }

  private static int indexOf(List<ColumnDefinition> columns, ColumnDefinition column) {
    for (int i = 0; i < columns.size(); i++) {
      if (columns.get(i).getQualifiedName().equals(column.getQualifiedName())) {
        return i;
      }
    }
    return -1;
  }

  private boolean isBinary(DataTypeDefinition type) {
    try {
      return DefaultDataType.getDataType(db.getDialect(), type.getType()).getType() == byte[].class;
    } catch (SQLDialectNotSupportedException e) {
      return false;
    }
  }

  /** A binary column of exactly 12 bytes, the size of an ObjectId. */
  private boolean isObjectIdSized(DataTypeDefinition type) {
    return type.getLength() == 12 && isBinary(type);
  }

  private static String describe(ColumnDefinition column) {
    DataTypeDefinition type = column.getDefinedType();
    return column.getQualifiedName()
        + " ("
        + type.getType()
        + (type.getLength() > 0 ? "(" + type.getLength() + ")" : "")
        + ")";
  }
}
