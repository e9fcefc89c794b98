package dev.objectidkey.springtests.shop.seed;

import org.springframework.boot.test.context.SpringBootTest;

/**
 * Hibernate creates the tables ({@code ddl-auto=create-drop}), then Spring Boot runs the seed
 * script, because {@code spring.jpa.defer-datasource-initialization=true} puts the script after
 * Hibernate's schema. Each subclass names its database and {@code spring.sql.init.platform}.
 */
@SpringBootTest(
    properties = {
      "spring.jpa.hibernate.ddl-auto=create-drop",
      "spring.jpa.defer-datasource-initialization=true",
      // Scripts run by default for embedded databases only (H2, HSQLDB, Derby).
      "spring.sql.init.mode=always",
      // The default would be classpath:data-${platform}.sql and classpath:data.sql; these tests
      // keep theirs in seed/, so that the other tests' H2 shop does not run them.
      "spring.sql.init.data-locations=classpath:seed/data-${spring.sql.init.platform}.sql"
    })
abstract class HibernateSchemaSeedSuite extends SeededOrdersSuite {}
