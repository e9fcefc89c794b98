package dev.objectidkey.springjdbc;

import dev.objectidkey.ObjectIdKey;

/**
 * A pet owner, a JavaBean stored with Spring JDBC alone: {@code BeanPropertyRowMapper} reads it and
 * {@code BeanPropertySqlParameterSource} writes it.
 */
@ObjectIdKey
public class Owner {

  private OwnerId id;
  private String name;

  /** An empty owner, for {@code BeanPropertyRowMapper}. */
  public Owner() {}

  /**
   * An owner with its id.
   *
   * @param id the id
   * @param name the name
   */
  public Owner(OwnerId id, String name) {
    this.id = id;
    this.name = name;
  }

  /**
   * The id.
   *
   * @return the id
   */
  public OwnerId getId() {
    return id;
  }

  /**
   * Sets the id.
   *
   * @param id the id
   */
  public void setId(OwnerId id) {
    this.id = id;
  }

  /**
   * The name.
   *
   * @return the name
   */
  public String getName() {
    return name;
  }

  /**
   * Sets the name.
   *
   * @param name the name
   */
  public void setName(String name) {
    this.name = name;
  }
}
