-- The same seed rows for PostgreSQL (PostgresProfile chooses this script), ids renumbered as in
-- import-h2.sql. PostgreSQL's bytea literal is '\x<24 hex digits>'; H2's X'...' fails here.
insert into qk_customer (id, name) values ('\x659200800000000000000001', 'Seeded Ada');
insert into qk_customer (id, name) values ('\x659200800000000000000002', 'Seeded Alan');
insert into qk_order (id, customer_id, item) values ('\x659200800000000000000001', '\x659200800000000000000002', 'seeded kettle');
insert into qk_person (id, name) values ('\x659200800000000000000001', 'Seeded Grace');
insert into qk_person (id, name) values ('\x659200800000000000000002', 'Seeded Hedy');
insert into qk_pet (id, name, owner_id) values ('\x659200800000000000000001', 'Seeded Rex', '\x659200800000000000000001');
insert into qk_pet (id, name, owner_id) values ('\x659200800000000000000002', 'Seeded Tom', '\x659200800000000000000002');
