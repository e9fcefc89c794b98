-- Seed orders with ids as bytea literals. X'...' is a bit string on PostgreSQL ("column id is
-- of type bytea but expression is of type bit"), so write '\x' and 24 hex digits (bytea's hex
-- input, with standard_conforming_strings on, the default since 9.1), or decode('...', 'hex').
-- The rows are inserted out of id order: the tests check that sorting by id restores it.
insert into orders (id, item) values ('\x65920081a1b2c3d4e5000000', 'lamp');
insert into orders (id, item) values ('\x80000000a1b2c3d4e5000000', 'globe');
insert into orders (id, item) values (decode('65920080a1b2c3d4e5000001', 'hex'), 'book');
insert into orders (id, item) values ('\x65920080a1b2c3d4e5000002'::bytea, 'pen');
