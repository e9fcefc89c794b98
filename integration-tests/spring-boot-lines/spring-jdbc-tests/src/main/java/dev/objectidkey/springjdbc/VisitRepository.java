package dev.objectidkey.springjdbc;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

/** The visits, through Spring Data JPA. */
public interface VisitRepository extends JpaRepository<Visit, VisitId> {

  /**
   * The visits whose ids are in {@code [from, to]}, in id order: with {@code VisitId.minFor} and
   * {@code maxFor}, the visits made in a time range.
   *
   * @param from the smallest id
   * @param to the largest id
   * @return the visits, in id order
   */
  List<Visit> findByIdBetweenOrderById(VisitId from, VisitId to);
}
