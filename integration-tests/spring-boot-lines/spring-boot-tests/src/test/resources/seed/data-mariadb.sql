-- Seed orders with ids as binary literals: X'...' (standard SQL) or 0x..., 24 hex digits. A
-- quoted '65920080...' would be 24 characters, too long for BINARY(12).
-- The rows are inserted out of id order: the tests check that sorting by id restores it.
insert into orders (id, item) values (X'65920081a1b2c3d4e5000000', 'lamp');
insert into orders (id, item) values (X'80000000a1b2c3d4e5000000', 'globe');
insert into orders (id, item) values (0x65920080a1b2c3d4e5000001, 'book');
insert into orders (id, item) values (unhex('65920080a1b2c3d4e5000002'), 'pen');
