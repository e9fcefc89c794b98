package dev.objectidkey.jooq;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.SourceVersion;
import org.jooq.meta.TableDefinition;
import org.jooq.meta.jaxb.ForcedType;

/**
 * One {@code <forcedType>} whose {@code <userType>} names the id classes with {@code {Entity}},
 * such as {@code com.example.shop.{Entity}Id}, checked once when code generation starts.
 */
final class IdTypeTemplate {

  static final String PLACEHOLDER = "{Entity}";

  static final String EXAMPLE = "com.example.shop.{Entity}Id";

  private final ForcedType forcedType;
  private final String prefix;
  private final String suffix;

  private IdTypeTemplate(ForcedType forcedType, String prefix, String suffix) {
    this.forcedType = forcedType;
    this.prefix = prefix;
    this.suffix = suffix;
  }

  /**
   * Whether {@code forcedType} is meant as a template: its userType holds a brace. A misspelt
   * {@code {entity}} is a template too, so that it is reported rather than taken as a class name.
   */
  static boolean isTemplate(ForcedType forcedType) {
    String userType = forcedType.getUserType();
    return userType != null && (userType.indexOf('{') >= 0 || userType.indexOf('}') >= 0);
  }

  /**
   * Checks a template.
   *
   * @param forcedType a forcedType for which {@link #isTemplate} holds
   * @param problems where each problem found is added
   * @return the template, or null when it has problems
   */
  static IdTypeTemplate of(ForcedType forcedType, List<String> problems) {
    String userType = forcedType.getUserType().strip();
    String quoted = "<forcedType> with <userType>" + userType + "</userType>";
    List<String> found = new ArrayList<>();
    int at = userType.indexOf(PLACEHOLDER);
    String rest = at < 0 ? userType : userType.replace(PLACEHOLDER, "Entity");
    if (at < 0
        || userType.indexOf(PLACEHOLDER, at + 1) >= 0
        || rest.indexOf('{') >= 0
        || rest.indexOf('}') >= 0) {
      found.add(Message.TEMPLATE_PLACEHOLDER.format(quoted, EXAMPLE));
    } else if (!SourceVersion.isName(rest) || rest.indexOf('.') < 0) {
      found.add(Message.TEMPLATE_NOT_A_CLASS_NAME.format(quoted, EXAMPLE));
    }
    List<String> extra = new ArrayList<>();
    if (forcedType.getConverter() != null) {
      extra.add("<converter>");
    }
    if (forcedType.getLambdaConverter() != null) {
      extra.add("<lambdaConverter>");
    }
    if (forcedType.getBinding() != null) {
      extra.add("<binding>");
    }
    if (forcedType.getName() != null) {
      extra.add("<name>");
    }
    // Not <autoConverter>: jOOQ sets it on every forcedType that names no converter.
    Map<String, Boolean> flags = new LinkedHashMap<>();
    flags.put("<enumConverter>", forcedType.isEnumConverter());
    flags.put("<genericConverter>", forcedType.isGenericConverter());
    flags.put("<jsonConverter>", forcedType.isJsonConverter());
    flags.put("<xmlConverter>", forcedType.isXmlConverter());
    flags.forEach(
        (element, set) -> {
          if (Boolean.TRUE.equals(set)) {
            extra.add(element);
          }
        });
    if (!extra.isEmpty()) {
      found.add(
          Message.TEMPLATE_SETS_MORE.format(
              quoted, String.join(", ", extra), extra.size() == 1 ? "it" : "them"));
    }
    problems.addAll(found);
    return found.isEmpty()
        ? new IdTypeTemplate(
            forcedType, userType.substring(0, at), userType.substring(at + PLACEHOLDER.length()))
        : null;
  }

  /** The forcedType as configured. */
  ForcedType forcedType() {
    return forcedType;
  }

  /** The userType as configured, for messages. */
  String userType() {
    return prefix + PLACEHOLDER + suffix;
  }

  /**
   * The id class of a primary key of {@code table}.
   *
   * @return the class name, or null when the table's name makes no Java name
   */
  String idClassFor(TableDefinition table) {
    String name = prefix + EntityName.of(table.getName()) + suffix;
    return SourceVersion.isName(name) ? name : null;
  }
}
