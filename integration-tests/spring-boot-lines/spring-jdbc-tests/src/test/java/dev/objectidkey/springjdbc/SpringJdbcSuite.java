package dev.objectidkey.springjdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.ObjectIdGenerator;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.BeanPropertyRowMapper;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.DataClassRowMapper;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.SingleColumnRowMapper;
import org.springframework.jdbc.core.namedparam.BeanPropertySqlParameterSource;
import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.core.simple.SimpleJdbcInsert;

/**
 * Typed ids through every Spring JDBC entry point, in a Boot application that wires nothing for
 * them: the id classes bind themselves as their 12 bytes (they implement Spring's
 * {@code SqlTypeValue}) and Spring's conversion service reads the bytes back through their
 * {@code from(byte[])}. One subclass per database, each giving its 12-byte column type.
 *
 * <p>Every lookup is a {@code where id = ?} that must find its row: H2 used to answer it with no
 * row at all, since it compared the id's Java serialization.
 */
@SpringBootTest
abstract class SpringJdbcSuite {

  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

  @Autowired private JdbcTemplate jdbc;
  @Autowired private NamedParameterJdbcTemplate named;
  @Autowired private JdbcClient client;
  @Autowired private DataSource dataSource;
  @Autowired private VisitRepository visits;

  /** The column type of a 12-byte id on this database, for the tables this suite creates. */
  abstract String idColumnType();

  /** The type name and size that DatabaseMetaData reports for the id column Hibernate created. */
  abstract String hibernateIdColumn();

  @BeforeEach
  void freshTables() {
    jdbc.execute("drop table if exists oik_jdbc_pet");
    jdbc.execute("drop table if exists oik_jdbc_owner");
    String id = idColumnType();
    jdbc.execute(
        "create table oik_jdbc_owner (id " + id + " primary key, name varchar(100) not null)");
    jdbc.execute(
        "create table oik_jdbc_pet (id "
            + id
            + " primary key, owner_id "
            + id
            + " not null references oik_jdbc_owner (id), name varchar(100) not null)");
    visits.deleteAll();
  }

  @Test
  void jdbcTemplateWritesTheIdAsItsBytesAndWhereIdFindsTheRow() {
    OwnerId ann = OwnerId.generate();
    jdbc.update("insert into oik_jdbc_owner (id, name) values (?, ?)", ann, "Ann");

    assertEquals(
        "Ann",
        jdbc.queryForObject("select name from oik_jdbc_owner where id = ?", String.class, ann));
    // The column holds exactly the 12 bytes, not a serialized object.
    assertEquals(
        ann,
        OwnerId.fromBytes(
            jdbc.queryForObject("select id from oik_jdbc_owner where name = 'Ann'", byte[].class)));
  }

  @Test
  void queryForObjectAndQueryForListReadTheColumnIntoTheId() {
    List<OwnerId> ids = new ArrayList<>();
    for (String name : List.of("Ann", "Bo", "Cy")) {
      OwnerId id = OwnerId.generate();
      ids.add(id);
      jdbc.update("insert into oik_jdbc_owner (id, name) values (?, ?)", id, name);
    }

    assertEquals(
        ids.get(1),
        jdbc.queryForObject("select id from oik_jdbc_owner where name = ?", OwnerId.class, "Bo"));
    assertEquals(
        ids.stream().sorted(OwnerId.comparator()).toList(),
        jdbc.queryForList("select id from oik_jdbc_owner order by id", OwnerId.class));
  }

  @Test
  void beanPropertyRowMapperReadsTheIdIntoABean() {
    OwnerId ann = OwnerId.generate();
    jdbc.update("insert into oik_jdbc_owner (id, name) values (?, ?)", ann, "Ann");

    Owner owner =
        jdbc.queryForObject(
            "select id, name from oik_jdbc_owner where id = ?",
            new BeanPropertyRowMapper<>(Owner.class),
            ann);
    assertEquals(ann, owner.getId());
    assertEquals("Ann", owner.getName());
  }

  @Test
  void dataClassRowMapperReadsTheIdAndTheTypedForeignKeyIntoARecord() {
    OwnerId ann = OwnerId.generate();
    Pet rex = new Pet(PetId.generate(), ann, "Rex");
    jdbc.update("insert into oik_jdbc_owner (id, name) values (?, ?)", ann, "Ann");
    jdbc.update(
        "insert into oik_jdbc_pet (id, owner_id, name) values (?, ?, ?)",
        rex.id(),
        rex.ownerId(),
        rex.name());

    assertEquals(
        List.of(rex),
        jdbc.query(
            "select id, owner_id, name from oik_jdbc_pet where owner_id = ?",
            new DataClassRowMapper<>(Pet.class),
            ann));
    assertEquals(
        "Ann",
        jdbc.queryForObject(
            "select o.name from oik_jdbc_owner o join oik_jdbc_pet p on p.owner_id = o.id"
                + " where p.id = ?",
            String.class,
            rex.id()));
  }

  @Test
  void namedParameterJdbcTemplateBindsMapAndBeanSourcesAndInLists() {
    OwnerId ann = OwnerId.generate();
    OwnerId bo = OwnerId.generate();
    named.update(
        "insert into oik_jdbc_owner (id, name) values (:id, :name)",
        new MapSqlParameterSource("id", ann).addValue("name", "Ann"));
    named.update(
        "insert into oik_jdbc_owner (id, name) values (:id, :name)",
        new BeanPropertySqlParameterSource(new Owner(bo, "Bo")));

    assertEquals(
        "Bo",
        named.queryForObject(
            "select name from oik_jdbc_owner where id = :id", Map.of("id", bo), String.class));
    assertEquals(
        List.of("Ann", "Bo"),
        named.queryForList(
            "select name from oik_jdbc_owner where id in (:ids) order by name",
            Map.of("ids", List.of(ann, bo)),
            String.class));
  }

  @Test
  void aNamedParameterJdbcTemplateTheAppBuildsItselfBindsTheIdToo() {
    // Nothing registered in the context is involved: the id binds itself.
    NamedParameterJdbcTemplate own = new NamedParameterJdbcTemplate(dataSource);
    OwnerId ann = OwnerId.generate();
    own.update(
        "insert into oik_jdbc_owner (id, name) values (:id, :name)",
        new MapSqlParameterSource("id", ann).addValue("name", "Ann"));

    assertEquals(
        new Owner(ann, "Ann").getName(),
        own.queryForObject(
                "select id, name from oik_jdbc_owner where id = :id",
                Map.of("id", ann),
                new BeanPropertyRowMapper<>(Owner.class))
            .getName());
    assertEquals(
        ann,
        own.queryForObject(
            "select id from oik_jdbc_owner where name = :name",
            Map.of("name", "Ann"),
            OwnerId.class));
  }

  @Test
  void jdbcClientBindsRecordsAndParamsAndReadsRecordsAndSingleColumns() {
    OwnerId ann = OwnerId.generate();
    Pet rex = new Pet(PetId.generate(), ann, "Rex");
    client
        .sql("insert into oik_jdbc_owner (id, name) values (?, ?)")
        .param(ann)
        .param("Ann")
        .update();
    client
        .sql("insert into oik_jdbc_pet (id, owner_id, name) values (:id, :ownerId, :name)")
        .paramSource(rex)
        .update();

    assertEquals(
        rex,
        client
            .sql("select id, owner_id, name from oik_jdbc_pet where id = ?")
            .param(rex.id())
            .query(Pet.class)
            .single());
    assertEquals(
        List.of(rex.id()),
        client
            .sql("select id from oik_jdbc_pet where owner_id = :owner")
            .param("owner", ann)
            .query(SingleColumnRowMapper.newInstance(PetId.class))
            .list());
  }

  @Test
  void jdbcClientQueryOfTheIdClassItselfFailsLoudlyAndSingleColumnRowMapperIsTheWay() {
    OwnerId ann = OwnerId.generate();
    jdbc.update("insert into oik_jdbc_owner (id, name) values (?, ?)", ann, "Ann");

    // JdbcClient maps a class with SingleColumnRowMapper only when BeanUtils calls it a simple
    // value (String, Number, UUID, ...); for any other class it looks for one constructor to
    // call with the columns, and an id class has none to offer.
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> client.sql("select id from oik_jdbc_owner").query(OwnerId.class).single());
    assertTrue(e.getMessage().contains(OwnerId.class.getName()), e.getMessage());
    assertEquals(
        ann,
        client
            .sql("select id from oik_jdbc_owner")
            .query(SingleColumnRowMapper.newInstance(OwnerId.class))
            .single());
  }

  @Test
  void simpleJdbcInsertBindsMapAndBeanSources() {
    OwnerId ann = OwnerId.generate();
    OwnerId bo = OwnerId.generate();
    SimpleJdbcInsert insert =
        new SimpleJdbcInsert(jdbc).withSchemaName(postgresSchema()).withTableName("oik_jdbc_owner");
    insert.execute(new MapSqlParameterSource("id", ann).addValue("name", "Ann"));
    insert.execute(new BeanPropertySqlParameterSource(new Owner(bo, "Bo")));

    assertEquals(
        "Ann",
        jdbc.queryForObject("select name from oik_jdbc_owner where id = ?", String.class, ann));
    assertEquals(
        "Bo",
        jdbc.queryForObject("select name from oik_jdbc_owner where id = ?", String.class, bo));
  }

  @Test
  void idsThatHibernateWroteAreFoundBySpringJdbcAndTheOtherWayRound() {
    PetId rex = PetId.generate();
    Visit visit = visits.save(new Visit(rex, "checkup"));

    assertEquals(
        "checkup",
        jdbc.queryForObject(
            "select note from oik_jdbc_visit where id = ?", String.class, visit.getId()));
    assertEquals(
        rex,
        jdbc.queryForObject(
            "select pet_id from oik_jdbc_visit where id = ?", PetId.class, visit.getId()));

    VisitId written = VisitId.generate();
    jdbc.update(
        "insert into oik_jdbc_visit (id, pet_id, note) values (?, ?, ?)", written, rex, "vaccine");
    Visit found = visits.findById(written).orElseThrow();
    assertEquals(rex, found.getPetId());
    assertEquals("vaccine", found.getNote());
  }

  @Test
  void hibernateMapsTheIdColumnToTwelveBytesAndBetweenIsCreatedBetween() {
    assertEquals(hibernateIdColumn(), columnType("oik_jdbc_visit", "id"));

    AtomicReference<Instant> clock = new AtomicReference<>(T0);
    List<VisitId> ids =
        ObjectIdGenerator.builder()
            .clock(clock::get)
            .build()
            .call(
                () -> {
                  List<VisitId> made = new ArrayList<>();
                  for (int second : new int[] {0, 10, 20, 30}) {
                    clock.set(T0.plusSeconds(second));
                    made.add(visits.save(new Visit(PetId.generate(), "at " + second)).getId());
                  }
                  return made;
                });

    assertEquals(
        ids.subList(1, 3),
        visits
            .findByIdBetweenOrderById(
                VisitId.minFor(T0.plusSeconds(10)), VisitId.maxFor(T0.plusSeconds(20)))
            .stream()
            .map(Visit::getId)
            .toList());
  }

  /** The column's type name and size as the driver reports them, such as {@code BINARY(12)}. */
  private String columnType(String table, String column) {
    return jdbc.execute(
        (ConnectionCallback<String>)
            connection -> {
              DatabaseMetaData meta = connection.getMetaData();
              boolean upper = meta.storesUpperCaseIdentifiers();
              try (ResultSet columns =
                  meta.getColumns(
                      connection.getCatalog(),
                      schemaOf(connection),
                      upper ? table.toUpperCase() : table,
                      upper ? column.toUpperCase() : column)) {
                assertTrue(columns.next(), "no column " + table + "." + column);
                return columns.getString("TYPE_NAME") + "(" + columns.getInt("COLUMN_SIZE") + ")";
              }
            });
  }

  /**
   * On PostgreSQL the connection's current schema, else null (the default). Spring 6.2 looks the
   * table up in the user's schema, not in the {@code currentSchema} of the URL that the tests use
   * ("Unable to locate table meta-data ... in the default schema"); Spring 7 finds it alone.
   */
  private String postgresSchema() {
    return jdbc.execute(
        (ConnectionCallback<String>)
            connection ->
                connection.getMetaData().getDatabaseProductName().equals("PostgreSQL")
                    ? connection.getSchema()
                    : null);
  }

  private static String schemaOf(Connection connection) {
    try {
      return connection.getSchema();
    } catch (java.sql.SQLException | AbstractMethodError e) {
      return null;
    }
  }
}
