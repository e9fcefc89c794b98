package dev.objectidkey.springtests.shop;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.hibernate.resource.jdbc.spi.StatementInspector;

/** Records every SQL statement Hibernate prepares, so tests can count SELECTs. */
public final class SqlRecorder implements StatementInspector {

  private static final List<String> STATEMENTS = new CopyOnWriteArrayList<>();

  /** Hibernate instantiates this from the configuration. */
  public SqlRecorder() {}

  @Override
  public String inspect(String sql) {
    STATEMENTS.add(sql);
    return sql;
  }

  static void clear() {
    STATEMENTS.clear();
  }

  static List<String> statements() {
    return List.copyOf(STATEMENTS);
  }

  static long count(String verb) {
    return STATEMENTS.stream()
        .filter(sql -> sql.regionMatches(true, 0, verb, 0, verb.length()))
        .count();
  }
}
