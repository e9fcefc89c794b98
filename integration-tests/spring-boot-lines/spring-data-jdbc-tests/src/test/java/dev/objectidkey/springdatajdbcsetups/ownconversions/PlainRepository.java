package dev.objectidkey.springdatajdbcsetups.ownconversions;

import org.springframework.data.repository.CrudRepository;

/** Its repository. */
public interface PlainRepository extends CrudRepository<Plain, PlainId> {}
