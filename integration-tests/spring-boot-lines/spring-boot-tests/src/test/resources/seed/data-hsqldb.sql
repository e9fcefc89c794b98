-- Seed orders with ids written as SQL binary literals (X'...', 24 hex digits = 12 bytes), as on
-- H2 and MariaDB.
-- The rows are inserted out of id order: the tests check that sorting by id restores it.
insert into orders (id, item) values (X'65920081a1b2c3d4e5000000', 'lamp');
insert into orders (id, item) values (X'80000000a1b2c3d4e5000000', 'globe');
insert into orders (id, item) values (X'65920080a1b2c3d4e5000001', 'book');
insert into orders (id, item) values (X'65920080a1b2c3d4e5000002', 'pen');
