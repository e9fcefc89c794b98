-- Seed rows for H2 (ShopSuite.seededRowsAreServedByTheirHexIds reads them back over HTTP).
-- They were integer ids 1 and 2; each became the id of docs/seed-data-and-porting.md's
-- "Renumbering integer ids 1..n": bytes 0-3 the second T = 2024-01-01T00:00:00Z (65920080), bytes
-- 4-11 the old number, big-endian. A foreign key gets the same literal as the row it points at.
-- H2's binary literal is X'<24 hex digits>'.
insert into qk_customer (id, name) values (X'659200800000000000000001', 'Seeded Ada');
insert into qk_customer (id, name) values (X'659200800000000000000002', 'Seeded Alan');
insert into qk_order (id, customer_id, item) values (X'659200800000000000000001', X'659200800000000000000002', 'seeded kettle');
insert into qk_person (id, name) values (X'659200800000000000000001', 'Seeded Grace');
insert into qk_person (id, name) values (X'659200800000000000000002', 'Seeded Hedy');
insert into qk_pet (id, name, owner_id) values (X'659200800000000000000001', 'Seeded Rex', X'659200800000000000000001');
insert into qk_pet (id, name, owner_id) values (X'659200800000000000000002', 'Seeded Tom', X'659200800000000000000002');
