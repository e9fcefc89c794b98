package dev.objectidkey.springdatajdbcsetups.plainspring;

import java.util.List;
import org.springframework.data.repository.CrudRepository;

/** The notes. */
public interface NoteRepository extends CrudRepository<Note, NoteId> {

  /**
   * The notes created between two instants: pass {@code NoteId.minFor(from)} and {@code
   * NoteId.maxFor(to)}.
   *
   * @param from the smallest id of the first second
   * @param to the largest id of the last second
   * @return the notes, in creation order
   */
  List<Note> findByIdBetweenOrderById(NoteId from, NoteId to);
}
