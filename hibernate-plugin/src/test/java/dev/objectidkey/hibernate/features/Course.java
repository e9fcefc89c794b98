package dev.objectidkey.hibernate.features;

import dev.objectidkey.ObjectIdKey;
import dev.objectidkey.hibernate.GeneratedObjectId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.hibernate.annotations.NaturalId;

/** An entity with a typed id and a {@code @NaturalId}; its id is part of two composite keys. */
@ObjectIdKey
@Entity
@Table(name = "hf_course")
public class Course {

  @Id @GeneratedObjectId private CourseId id;

  @NaturalId private String code;

  private String title;

  protected Course() {}

  public Course(String code, String title) {
    this.code = code;
    this.title = title;
  }

  public CourseId getId() {
    return id;
  }

  public String getCode() {
    return code;
  }

  public String getTitle() {
    return title;
  }
}
