package dev.objectidkey.springdatajdbcsetups.frozenchild;

import org.springframework.data.repository.CrudRepository;

/** Its repository. */
public interface RackRepository extends CrudRepository<Rack, RackId> {}
