package dev.objectidkey.hibernate.features;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.util.Objects;

/** An entity whose {@code @IdClass} key is a typed id and a name. */
@Entity
@Table(name = "hf_enrollment")
@IdClass(Enrollment.Key.class)
public class Enrollment {

  @Id
  @Column(name = "course_id")
  private CourseId course;

  @Id private String student;

  private int grade;

  protected Enrollment() {}

  public Enrollment(CourseId course, String student, int grade) {
    this.course = course;
    this.student = student;
    this.grade = grade;
  }

  public CourseId getCourse() {
    return course;
  }

  public String getStudent() {
    return student;
  }

  public int getGrade() {
    return grade;
  }

  /** The {@code @IdClass}: the same attributes as the entity's {@code @Id}s. */
  public static class Key implements Serializable {

    private static final long serialVersionUID = 1L;

    private CourseId course;
    private String student;

    protected Key() {}

    public Key(CourseId course, String student) {
      this.course = course;
      this.student = student;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Key key
          && Objects.equals(course, key.course)
          && Objects.equals(student, key.student);
    }

    @Override
    public int hashCode() {
      return Objects.hash(course, student);
    }
  }
}
