package dev.objectidkey.springdatajdbcsetups.frozen;

import org.springframework.data.repository.CrudRepository;

/** Its repository. */
public interface FrozenRepository extends CrudRepository<Frozen, FrozenId> {}
