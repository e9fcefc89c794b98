package dev.objectidkey.springdatajdbcsetups.plainspring;

import org.springframework.data.repository.CrudRepository;

/** The tags. */
public interface TagRepository extends CrudRepository<Tag, TagId> {}
