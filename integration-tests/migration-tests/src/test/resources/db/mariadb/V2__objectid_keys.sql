-- liquibase formatted sql

-- Moves customer <- orders <- order_line from bigint or uuid keys to 12-byte ObjectId keys
-- (BINARY(12)), keeping each old key in a unique legacy_id column of type ${legacy_key_type}.
-- See docs/migrating.md. Flyway reads the "-- changeset" lines as comments.
--
-- MariaDB commits each DDL statement, so a failure half-way leaves a half-migrated schema. Every
-- statement here can therefore run again, whatever ran before it: each table's backfill runs
-- while the table still has no legacy_id, each key swap is one ALTER TABLE (atomic) that runs
-- while the table still has new_id, and the random value is kept in objectid_migration until
-- the end. Running this file again after a failure finishes the migration.

-- Before anything changes: every row needs a created_at whose second fits an id's 4-byte
-- timestamp, 1970-01-01 00:00:00 to 2106-02-07 06:28:15 UTC (a second before 1970 or after 2106
-- would make an id of another time). The first row without one stops the migration, named by
-- its table, old key and created_at.
-- changeset objectid-key:objectid-keys-check runAlways:true splitStatements:false
BEGIN NOT ATOMIC
  DECLARE message VARCHAR(1000);
  SELECT CONCAT('[ObjectIdKey] cannot migrate table ', table_name, ': the row with old key ', old_key,
           ' has created_at ', IFNULL(CAST(created_at AS CHAR), 'null'),
           IF(rows_refused > 1, CONCAT(', and ', rows_refused - 1, ' more rows of ', table_name, ' have none or one out of range'), ''),
           '; an id starts with its row''s created_at second, which must be from 1970-01-01 00:00:00 to 2106-02-07 06:28:15 UTC. Set such a created_at on these rows, then run the migration again; nothing was changed')
    INTO message
    FROM (SELECT 1) one LEFT JOIN (
      SELECT * FROM (
        SELECT 1 AS position, 'customer' AS table_name, CAST(id AS CHAR) AS old_key, created_at,
           COUNT(*) OVER () AS rows_refused
      FROM customer WHERE created_at IS NULL OR TIMESTAMPDIFF(SECOND, TIMESTAMP '1970-01-01 00:00:00', created_at) NOT BETWEEN 0 AND 4294967295
    UNION ALL
    SELECT 2, 'orders', CAST(id AS CHAR), created_at, COUNT(*) OVER ()
      FROM orders WHERE created_at IS NULL OR TIMESTAMPDIFF(SECOND, TIMESTAMP '1970-01-01 00:00:00', created_at) NOT BETWEEN 0 AND 4294967295
    UNION ALL
    SELECT 3, 'order_line', CAST(id AS CHAR), created_at, COUNT(*) OVER ()
      FROM order_line WHERE created_at IS NULL OR TIMESTAMPDIFF(SECOND, TIMESTAMP '1970-01-01 00:00:00', created_at) NOT BETWEEN 0 AND 4294967295) b
      ORDER BY position, created_at IS NOT NULL, created_at, old_key
      LIMIT 1) refused ON TRUE;
  IF message IS NOT NULL THEN
    SIGNAL SQLSTATE '22008' SET MESSAGE_TEXT = message;
  END IF;
END;

-- changeset objectid-key:objectid-keys-random-value
-- One random value for this migration: bytes 4-8 of every id it makes. The check fails, naming
-- its constraint, for a second with more than 2^24 rows (bytes 9-11 number a second's rows).
CREATE TABLE IF NOT EXISTS objectid_migration (
  random_value BINARY(5) NOT NULL,
  table_name VARCHAR(64),
  rows_in_busiest_second BIGINT,
  CONSTRAINT objectid_migration_at_most_16777216_rows_per_created_at_second
    CHECK (rows_in_busiest_second <= 16777216));
INSERT INTO objectid_migration (random_value)
  SELECT UNHEX(LPAD(HEX(FLOOR(RAND() * 1099511627776)), 10, '0')) FROM DUAL
  WHERE NOT EXISTS (SELECT 1 FROM objectid_migration WHERE table_name IS NULL);
DELETE FROM objectid_migration WHERE table_name IS NOT NULL;
INSERT INTO objectid_migration (random_value, table_name, rows_in_busiest_second)
  SELECT m.random_value, t.table_name, t.busiest
  FROM (SELECT random_value FROM objectid_migration WHERE table_name IS NULL) m,
       (SELECT 'customer' AS table_name, MAX(n) AS busiest FROM (SELECT COUNT(*) AS n FROM customer GROUP BY TIMESTAMPDIFF(SECOND, TIMESTAMP '1970-01-01 00:00:00', created_at)) c
        UNION ALL
        SELECT 'orders', MAX(n) FROM (SELECT COUNT(*) AS n FROM orders GROUP BY TIMESTAMPDIFF(SECOND, TIMESTAMP '1970-01-01 00:00:00', created_at)) o
        UNION ALL
        SELECT 'order_line', MAX(n) FROM (SELECT COUNT(*) AS n FROM order_line GROUP BY TIMESTAMPDIFF(SECOND, TIMESTAMP '1970-01-01 00:00:00', created_at)) l) t;

-- Each row's id: its created_at second (bytes 0-3), the random value (4-8) and its rank among the
-- rows of that second, ordered by created_at and then the old key (9-11). So ORDER BY id is
-- ORDER BY created_at, old key. Each UPDATE is one InnoDB transaction: all rows or none.

-- changeset objectid-key:objectid-keys-backfill-customer splitStatements:false
BEGIN NOT ATOMIC
  IF NOT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = 'customer' AND column_name = 'legacy_id') THEN
    ALTER TABLE customer ADD COLUMN IF NOT EXISTS new_id BINARY(12);
    UPDATE customer t JOIN (
        SELECT r.id,
               UNHEX(CONCAT(LPAD(HEX(r.created_second), 8, '0'), HEX(m.random_value),
                 LPAD(HEX(ROW_NUMBER() OVER (PARTITION BY r.created_second ORDER BY r.created_at, r.id) - 1), 6, '0'))) AS new_id
        FROM (SELECT id, created_at, TIMESTAMPDIFF(SECOND, TIMESTAMP '1970-01-01 00:00:00', created_at) AS created_second FROM customer) r
          CROSS JOIN (SELECT random_value FROM objectid_migration WHERE table_name IS NULL) m) n
        ON t.id = n.id
      SET t.new_id = n.new_id;
  END IF;
END;

-- changeset objectid-key:objectid-keys-backfill-orders splitStatements:false
BEGIN NOT ATOMIC
  IF NOT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = 'orders' AND column_name = 'legacy_id') THEN
    ALTER TABLE orders ADD COLUMN IF NOT EXISTS new_id BINARY(12), ADD COLUMN IF NOT EXISTS new_customer_id BINARY(12);
    UPDATE orders t JOIN (
        SELECT r.id,
               UNHEX(CONCAT(LPAD(HEX(r.created_second), 8, '0'), HEX(m.random_value),
                 LPAD(HEX(ROW_NUMBER() OVER (PARTITION BY r.created_second ORDER BY r.created_at, r.id) - 1), 6, '0'))) AS new_id
        FROM (SELECT id, created_at, TIMESTAMPDIFF(SECOND, TIMESTAMP '1970-01-01 00:00:00', created_at) AS created_second FROM orders) r
          CROSS JOIN (SELECT random_value FROM objectid_migration WHERE table_name IS NULL) m) n
        ON t.id = n.id
      SET t.new_id = n.new_id;
  END IF;
  -- Every foreign key takes the new id of the row it refers to; done before any key swap.
  IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = 'customer' AND column_name = 'new_id') THEN
    UPDATE orders o JOIN customer c ON c.id = o.customer_id SET o.new_customer_id = c.new_id;
  END IF;
END;

-- changeset objectid-key:objectid-keys-backfill-order-line splitStatements:false
BEGIN NOT ATOMIC
  IF NOT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = 'order_line' AND column_name = 'legacy_id') THEN
    ALTER TABLE order_line ADD COLUMN IF NOT EXISTS new_id BINARY(12), ADD COLUMN IF NOT EXISTS new_order_id BINARY(12);
    UPDATE order_line t JOIN (
        SELECT r.id,
               UNHEX(CONCAT(LPAD(HEX(r.created_second), 8, '0'), HEX(m.random_value),
                 LPAD(HEX(ROW_NUMBER() OVER (PARTITION BY r.created_second ORDER BY r.created_at, r.id) - 1), 6, '0'))) AS new_id
        FROM (SELECT id, created_at, TIMESTAMPDIFF(SECOND, TIMESTAMP '1970-01-01 00:00:00', created_at) AS created_second FROM order_line) r
          CROSS JOIN (SELECT random_value FROM objectid_migration WHERE table_name IS NULL) m) n
        ON t.id = n.id
      SET t.new_id = n.new_id;
  END IF;
  IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = 'orders' AND column_name = 'new_id') THEN
    UPDATE order_line l JOIN orders o ON o.id = l.order_id SET l.new_order_id = o.new_id;
  END IF;
END;

-- Swap the keys, parents first: the old key becomes legacy_id (unique, no longer generated, null
-- for new rows), the new one the primary key, and each foreign key moves to the new column.

-- changeset objectid-key:objectid-keys-swap-customer splitStatements:false
BEGIN NOT ATOMIC
  IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = 'customer' AND column_name = 'new_id') THEN
    ALTER TABLE orders DROP FOREIGN KEY IF EXISTS fk_orders_customer;
    ALTER TABLE customer
      DROP PRIMARY KEY,
      CHANGE COLUMN id legacy_id ${legacy_key_type} NULL,
      CHANGE COLUMN new_id id BINARY(12) NOT NULL,
      ADD PRIMARY KEY (id),
      ADD CONSTRAINT uk_customer_legacy_id UNIQUE (legacy_id);
  END IF;
END;

-- changeset objectid-key:objectid-keys-swap-orders splitStatements:false
BEGIN NOT ATOMIC
  IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = 'orders' AND column_name = 'new_id') THEN
    ALTER TABLE order_line DROP FOREIGN KEY IF EXISTS fk_order_line_orders;
    ALTER TABLE orders
      DROP PRIMARY KEY,
      CHANGE COLUMN id legacy_id ${legacy_key_type} NULL,
      CHANGE COLUMN new_id id BINARY(12) NOT NULL,
      ADD PRIMARY KEY (id),
      ADD CONSTRAINT uk_orders_legacy_id UNIQUE (legacy_id),
      DROP INDEX ix_orders_customer,
      DROP COLUMN customer_id,
      CHANGE COLUMN new_customer_id customer_id BINARY(12) NOT NULL,
      ADD INDEX ix_orders_customer (customer_id),
      ADD CONSTRAINT fk_orders_customer FOREIGN KEY (customer_id) REFERENCES customer (id);
  END IF;
END;

-- changeset objectid-key:objectid-keys-swap-order-line splitStatements:false
BEGIN NOT ATOMIC
  IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = 'order_line' AND column_name = 'new_id') THEN
    ALTER TABLE order_line
      DROP PRIMARY KEY,
      CHANGE COLUMN id legacy_id ${legacy_key_type} NULL,
      CHANGE COLUMN new_id id BINARY(12) NOT NULL,
      ADD PRIMARY KEY (id),
      ADD CONSTRAINT uk_order_line_legacy_id UNIQUE (legacy_id),
      DROP INDEX ix_order_line_orders,
      DROP COLUMN order_id,
      CHANGE COLUMN new_order_id order_id BINARY(12) NOT NULL,
      ADD INDEX ix_order_line_orders (order_id),
      ADD CONSTRAINT fk_order_line_orders FOREIGN KEY (order_id) REFERENCES orders (id);
  END IF;
END;

-- changeset objectid-key:objectid-keys-done
DROP TABLE IF EXISTS objectid_migration;
