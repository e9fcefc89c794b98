package dev.objectidkey.cluster;

import java.sql.SQLException;
import java.util.List;
import org.h2.tools.Server;

/**
 * The two nodes on one in-memory H2 database, which an H2 TCP server in the test's JVM serves on
 * 127.0.0.1 only (the system property {@code h2.bindAddress}, which the pom sets for the test JVM:
 * H2 reads it once, when its classes load).
 */
class H2ClusterTest extends ClusteredCacheSuite {

  private Server server;

  @Override
  protected List<String> database() {
    try {
      server =
          Server.createTcpServer("-tcpPort", String.valueOf(freePort()), "-ifNotExists").start();
    } catch (SQLException e) {
      throw new IllegalStateException("could not start an H2 TCP server on 127.0.0.1", e);
    }
    return List.of(
        "jdbc:h2:tcp://127.0.0.1:" + server.getPort() + "/mem:objectidkey_cluster", "sa", "");
  }

  @Override
  protected void stopDatabase() {
    if (server != null) {
      server.stop();
    }
  }
}
