package dev.objectidkey.hibernate.features;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import java.io.Serializable;
import java.util.Objects;

/** An {@code @EmbeddedId} of a typed id and a number. */
@Embeddable
public class SeatKey implements Serializable {

  private static final long serialVersionUID = 1L;

  @Column(name = "course_id")
  private CourseId course;

  private int number;

  protected SeatKey() {}

  public SeatKey(CourseId course, int number) {
    this.course = course;
    this.number = number;
  }

  public CourseId getCourse() {
    return course;
  }

  public int getNumber() {
    return number;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof SeatKey key
        && Objects.equals(course, key.course)
        && number == key.number;
  }

  @Override
  public int hashCode() {
    return Objects.hash(course, number);
  }
}
