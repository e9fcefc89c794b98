package dev.objectidkey.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shop on an H2 file database in a fresh folder, as the application's default. */
class H2ShopCommandsTest extends AbstractShopCommandsTest {

  @TempDir Path dir;

  @Override
  public List<String> databaseArgs() {
    return List.of("--jdbc-url", "jdbc:h2:file:" + dir.resolve("data/objectidkey-sample"));
  }

  @Test
  void dataWrittenByOneRunIsReadByTheNext() {
    String customer = addCustomer("Ada Lovelace");
    assertTrue(Files.isRegularFile(dir.resolve("data/objectidkey-sample.mv.db")));

    String order = addOrder(customer, "tea=2");
    CliResult show = shop("show", order);

    assertEquals(0, show.exitCode(), show::toString);
    assertTrue(show.out().contains("customer  Ada Lovelace (" + customer + ")"), show::toString);
    assertEquals(List.of(order), listedIds());
  }
}
