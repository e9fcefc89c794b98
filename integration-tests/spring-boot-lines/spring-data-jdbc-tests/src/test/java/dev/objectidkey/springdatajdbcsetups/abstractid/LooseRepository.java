package dev.objectidkey.springdatajdbcsetups.abstractid;

import dev.objectidkey.AbstractObjectId;
import org.springframework.data.repository.CrudRepository;

/** Its repository. */
public interface LooseRepository extends CrudRepository<Loose, AbstractObjectId> {}
