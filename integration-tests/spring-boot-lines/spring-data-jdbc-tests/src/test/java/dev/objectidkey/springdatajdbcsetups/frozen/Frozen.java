package dev.objectidkey.springdatajdbcsetups.frozen;

import dev.objectidkey.ObjectIdKey;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/** An aggregate whose id the callback cannot set. */
@ObjectIdKey
@Table
public class Frozen {
  @Id private final FrozenId id;
  private final String name;

  /**
   * A new one.
   *
   * @param name the name
   */
  public Frozen(String name) {
    this.id = null;
    this.name = name;
  }

  /**
   * The id.
   *
   * @return the id
   */
  public FrozenId getId() {
    return id;
  }

  /**
   * The name.
   *
   * @return the name
   */
  public String getName() {
    return name;
  }
}
