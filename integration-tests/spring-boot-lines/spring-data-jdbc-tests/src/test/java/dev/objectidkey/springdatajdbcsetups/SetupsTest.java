package dev.objectidkey.springdatajdbcsetups;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.ObjectIdGenerator;
import dev.objectidkey.springdatajdbcsetups.abstractid.LooseApplication;
import dev.objectidkey.springdatajdbcsetups.frozen.FrozenApplication;
import dev.objectidkey.springdatajdbcsetups.frozenchild.FrozenChildApplication;
import dev.objectidkey.springdatajdbcsetups.ownconversions.OwnConversionsApplication;
import dev.objectidkey.springdatajdbcsetups.plainspring.Note;
import dev.objectidkey.springdatajdbcsetups.plainspring.NoteId;
import dev.objectidkey.springdatajdbcsetups.plainspring.NoteRepository;
import dev.objectidkey.springdatajdbcsetups.plainspring.NotesConfiguration;
import dev.objectidkey.springdatajdbcsetups.plainspring.Tag;
import dev.objectidkey.springdatajdbcsetups.plainspring.TagId;
import dev.objectidkey.springdatajdbcsetups.plainspring.TagRepository;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The setups that must stop the boot, each with objectid-key's message naming the fix, and Spring
 * Data JDBC without Spring Boot.
 */
class SetupsTest {

  @Test
  void anIdThatCannotBeSetStopsTheBootNamingTheWaysToSetIt() {
    assertEquals(
        "[ObjectIdKey] cannot set a generated id on Frozen.id: it has no setter, no wither"
            + " (withId), and is not a constructor parameter; add one of them, or declare the field"
            + " non-final",
        bootFailure(FrozenApplication.class));
  }

  @Test
  void aChildIdThatCannotBeSetStopsTheBootNamingTheChild() {
    // The callback generates the ids of new children too, so a child's id must be settable.
    assertEquals(
        "[ObjectIdKey] cannot set a generated id on Shelf.id: it has no setter, no wither"
            + " (withId), and is not a constructor parameter; add one of them, or declare the field"
            + " non-final",
        bootFailure(FrozenChildApplication.class));
  }

  @Test
  void anIdDeclaredAsTheAbstractTypeStopsTheBootNamingTheGeneratedClass() {
    String message = bootFailure(LooseApplication.class);
    assertTrue(
        message.startsWith(
            "[ObjectIdKey] cannot generate or read Loose.id (dev.objectidkey.AbstractObjectId is"
                + " abstract): declare the @Id with the id class that objectidkey-processor"
                + " generates"),
        message);
  }

  @Test
  void ownConversionsWithoutTheIdConvertersStopTheBootNamingWhereToAddThem() {
    String message = bootFailure(OwnConversionsApplication.class);
    assertTrue(
        message.startsWith(
            "[ObjectIdKey] Spring Data JDBC maps Plain.id (PlainId) as an entity, not as a 12-byte"
                + " column"),
        message);
    assertTrue(message.contains("ObjectIdJdbcConverters.converters()"), message);
  }

  @Test
  void withoutBootOneImportAndUserConvertersStoreAndGenerateIds() {
    try (AnnotationConfigApplicationContext context =
        new AnnotationConfigApplicationContext(NotesConfiguration.class)) {
      JdbcTemplate jdbc = new JdbcTemplate(context.getBean(javax.sql.DataSource.class));
      jdbc.execute("drop table if exists note");
      jdbc.execute("create table note (id binary(12) primary key, text varchar(100) not null)");
      NoteRepository notes = context.getBean(NoteRepository.class);
      Instant t0 = Instant.parse("2026-01-01T00:00:00Z");

      Note draft = Note.of("first");
      Note first =
          ObjectIdGenerator.builder().clock(() -> t0).build().call(() -> notes.save(draft));
      Note second =
          ObjectIdGenerator.builder()
              .clock(() -> t0.plusSeconds(60))
              .build()
              .call(() -> notes.save(Note.of("second")));

      // The immutable note gets its id through withId: save returns the copy.
      assertNull(draft.getId());
      assertNotSame(draft, first);
      assertNotNull(first.getId());
      assertEquals("first", notes.findById(first.getId()).orElseThrow().getText());
      assertArrayEquals(
          first.getId().toByteArray(),
          jdbc.queryForObject("select id from note where text = 'first'", byte[].class));
      assertEquals(
          java.util.List.of(second.getId()),
          notes
              .findByIdBetweenOrderById(
                  NoteId.minFor(t0.plusSeconds(30)), NoteId.maxFor(t0.plusSeconds(90)))
              .stream()
              .map(Note::getId)
              .toList());
    }
  }

  @Test
  void anIdTypedByATypeVariableOfABaseClassIsGeneratedAsTheResolvedIdClass() {
    try (AnnotationConfigApplicationContext context =
        new AnnotationConfigApplicationContext(NotesConfiguration.class)) {
      JdbcTemplate jdbc = new JdbcTemplate(context.getBean(javax.sql.DataSource.class));
      jdbc.execute("drop table if exists tag");
      jdbc.execute("create table tag (id binary(12) primary key, label varchar(100) not null)");
      TagRepository tags = context.getBean(TagRepository.class);
      Tag urgent = new Tag();
      urgent.setLabel("urgent");

      TagId id = tags.save(urgent).getId();

      assertEquals(TagId.class, id.getClass());
      assertEquals("urgent", tags.findById(id).orElseThrow().getLabel());
    }
  }

  /** Boots {@code application} on an H2 database of its own; returns the message that stopped it. */
  private static String bootFailure(Class<?> application) {
    SpringApplication boot = new SpringApplication(application);
    boot.setDefaultProperties(
        Map.of(
            "spring.datasource.url",
            "jdbc:h2:mem:oik_" + application.getSimpleName() + ";DB_CLOSE_DELAY=-1",
            "spring.main.banner-mode",
            "off"));
    Throwable failure = assertThrows(Throwable.class, () -> boot.run().close());
    for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (cause.getMessage() != null && cause.getMessage().startsWith("[ObjectIdKey]")) {
        return cause.getMessage();
      }
    }
    throw new AssertionError("no [ObjectIdKey] message in the boot failure", failure);
  }
}
