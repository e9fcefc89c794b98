package dev.objectidkey.testing;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.List;
import java.util.Locale;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import javax.sql.DataSource;

/**
 * Counts what reaches the JDBC driver: {@code executeBatch} calls and single executions of
 * prepared statements, by the start of their SQL. Wrap the data source that Hibernate uses.
 */
public final class StatementCounter {

  private enum Call {
    BATCH,
    SINGLE
  }

  private record Execution(String sql, String sent, Call call) {}

  private final Queue<Execution> executions = new ConcurrentLinkedQueue<>();

  /**
   * Returns {@code dataSource}, counting the statements of the connections it hands out.
   *
   * @param dataSource the real data source
   * @return a counting data source
   */
  public DataSource wrap(DataSource dataSource) {
    return proxy(
        DataSource.class,
        dataSource,
        (method, args, result) ->
            result instanceof Connection connection ? wrap(connection) : result);
  }

  /** Forgets everything counted so far. */
  public void reset() {
    executions.clear();
  }

  /**
   * Counts the {@code executeBatch} calls of statements whose SQL starts with {@code sqlStart}.
   *
   * @param sqlStart such as {@code "insert into orders"}, in any case
   * @return the number of batches sent
   */
  public long batches(String sqlStart) {
    return count(sqlStart, Call.BATCH);
  }

  /**
   * Counts the {@code execute}, {@code executeUpdate} and {@code executeQuery} calls of prepared
   * statements whose SQL starts with {@code sqlStart}: statements sent alone, not in a batch.
   *
   * @param sqlStart such as {@code "insert into orders"}, in any case
   * @return the number of statements sent alone
   */
  public long singleExecutions(String sqlStart) {
    return count(sqlStart, Call.SINGLE);
  }

  /**
   * Returns the SQL of every counted execution, lower-cased, in order.
   *
   * @return the statements sent, batched or alone
   */
  public List<String> sql() {
    return executions.stream().map(Execution::sql).toList();
  }

  /**
   * Returns the SQL of every counted execution exactly as it was sent, in order, for running it
   * again (such as under {@code explain}), where case matters ({@code collate "C"}).
   *
   * @return the statements sent, batched or alone
   */
  public List<String> sentSql() {
    return executions.stream().map(Execution::sent).toList();
  }

  private long count(String sqlStart, Call call) {
    String prefix = sqlStart.toLowerCase(Locale.ROOT);
    return executions.stream().filter(e -> e.call() == call && e.sql().startsWith(prefix)).count();
  }

  private Connection wrap(Connection connection) {
    return proxy(
        Connection.class,
        connection,
        (method, args, result) ->
            method.getName().equals("prepareStatement")
                    && result instanceof PreparedStatement statement
                ? wrap(statement, (String) args[0])
                : result);
  }

  private PreparedStatement wrap(PreparedStatement statement, String sql) {
    String normalized = sql.strip().toLowerCase(Locale.ROOT);
    return proxy(
        PreparedStatement.class,
        statement,
        (method, args, result) -> {
          String name = method.getName();
          boolean single =
              (args == null || args.length == 0)
                  && (name.equals("execute")
                      || name.equals("executeUpdate")
                      || name.equals("executeQuery")
                      || name.equals("executeLargeUpdate"));
          if (name.equals("executeBatch") || name.equals("executeLargeBatch")) {
            executions.add(new Execution(normalized, sql, Call.BATCH));
          } else if (single) {
            executions.add(new Execution(normalized, sql, Call.SINGLE));
          }
          return result;
        });
  }

  @FunctionalInterface
  private interface AfterCall {
    Object apply(Method method, Object[] args, Object result) throws Exception;
  }

  private static <T> T proxy(Class<T> type, T target, AfterCall after) {
    InvocationHandler handler =
        (proxy, method, args) -> {
          Object result;
          try {
            result = method.invoke(target, args);
          } catch (InvocationTargetException e) {
            throw e.getCause();
          }
          return after.apply(method, args, result);
        };
    return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, handler));
  }
}
