package dev.objectidkey.jooq;

import java.util.Locale;

/**
 * The entity name a table's name stands for: {@code orders} is {@code Order}, {@code ORDER_LINES}
 * is {@code OrderLine}, {@code categories} is {@code Category}. Only the last word is made
 * singular, by the regular English endings; irregular plurals ({@code people}) and names that only
 * look plural ({@code news}) get their own forcedType (see {@link ObjectIdJavaGenerator}).
 */
final class EntityName {

  private EntityName() {}

  /**
   * Returns the entity name for {@code table}: its words (split at anything but letters and digits,
   * and at lower-to-upper case changes) in UpperCamelCase, the last one singular.
   *
   * @param table a table name as the database reports it
   * @return the name, possibly empty or starting with a digit, which the caller rejects
   */
  static String of(String table) {
    String[] words = table.split("[^\\p{Alnum}]+|(?<=\\p{Ll})(?=\\p{Lu})");
    StringBuilder name = new StringBuilder();
    for (int i = 0; i < words.length; i++) {
      String word = words[i];
      if (word.isEmpty()) {
        continue;
      }
      // ORDERS and orders alike are Orders; a camel-case word keeps its inner capitals.
      boolean oneCase =
          word.equals(word.toUpperCase(Locale.ROOT)) || word.equals(word.toLowerCase(Locale.ROOT));
      String cased = oneCase ? word.toLowerCase(Locale.ROOT) : word;
      if (i == words.length - 1) {
        cased = singular(cased);
      }
      name.append(Character.toUpperCase(cased.charAt(0))).append(cased, 1, cased.length());
    }
    return name.toString();
  }

  /** The singular of one word by the regular English endings; the word itself where none applies. */
  static String singular(String word) {
    String lower = word.toLowerCase(Locale.ROOT);
    if (lower.length() > 3 && lower.endsWith("ies")) {
      return word.substring(0, word.length() - 3) + (word.endsWith("IES") ? "Y" : "y");
    }
    for (String ending : new String[] {"sses", "shes", "ches", "xes", "zzes"}) {
      if (lower.length() > ending.length() && lower.endsWith(ending)) {
        return word.substring(0, word.length() - 2);
      }
    }
    if (lower.endsWith("ss") || lower.endsWith("us") || lower.endsWith("is")) {
      return word;
    }
    if (lower.length() > 1 && lower.endsWith("s")) {
      return word.substring(0, word.length() - 1);
    }
    return word;
  }
}
