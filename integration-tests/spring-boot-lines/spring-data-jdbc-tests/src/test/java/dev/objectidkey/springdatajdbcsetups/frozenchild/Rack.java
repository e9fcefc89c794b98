package dev.objectidkey.springdatajdbcsetups.frozenchild;

import dev.objectidkey.ObjectIdKey;
import java.util.Set;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.MappedCollection;
import org.springframework.data.relational.core.mapping.Table;

/**
 * An aggregate whose children's ids the callback cannot set.
 *
 * @param id the id
 * @param shelves the shelves
 */
@ObjectIdKey
@Table
public record Rack(@Id RackId id, @MappedCollection(idColumn = "rack") Set<Shelf> shelves) {}
