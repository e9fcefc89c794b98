package dev.objectidkey.hibernate.misuse;

import dev.objectidkey.hibernate.model.OrderId;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Lob;
import jakarta.persistence.Table;

/** An ObjectId attribute marked @Lob, which would make every insert fail. */
@Entity
@Table(name = "hp_bad_lob")
public class LobAttribute {

  @Id Long id;

  @Lob OrderId ref;
}
