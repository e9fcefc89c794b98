-- Renumbering: an integer id n becomes the ObjectId whose bytes 0-3 are a chosen second (here
-- 2020-01-01T00:00:00Z = 1577836800 = 0x5e0be100) and bytes 4-11 are n, big-endian. Ids keep
-- their order and stay unique, for any n from 0 to 2^63 - 1, and a foreign key maps with the
-- same formula, so joins still match.
-- H2: cast to bigint first. An INTEGER cast to binary(8) is its 4 bytes padded on the RIGHT
-- with zeros (256 -> 0000010000000000), which breaks the order.

-- The old rows, with the ids they had: 1..n and beyond, in no order; ids crossing a byte
-- boundary (255, 256, 65536, 2^31, 2^53 + 1, 2^63 - 1) show that byte order is number order.
insert into legacy_orders (id, item) values
  (256, 'legacy 256'), (1, 'legacy 1'), (9223372036854775807, 'legacy 9223372036854775807'),
  (10, 'legacy 10'), (65536, 'legacy 65536'), (2, 'legacy 2'), (2147483648, 'legacy 2147483648'),
  (9, 'legacy 9'), (9007199254740993, 'legacy 9007199254740993'), (255, 'legacy 255');
insert into legacy_order_line (id, order_id, product) values
  (1, 256, 'cable'), (2, 1, 'ink'), (3, 9223372036854775807, 'max'), (4, 1, 'paper'),
  (5, 2147483648, 'shade'), (6, 255, 'fuse');

insert into orders (id, item)
  select X'5e0be100' || cast(cast(id as bigint) as binary(8)), item from legacy_orders;
insert into order_line (id, order_id, product)
  select X'5e0be100' || cast(cast(id as bigint) as binary(8)),
         X'5e0be100' || cast(cast(order_id as bigint) as binary(8)),
         product
  from legacy_order_line;

-- The same formula on a number written in the script, as in a seed file being converted.
insert into orders (id, item) values (X'5e0be100' || cast(cast(3 as bigint) as binary(8)), 'legacy 3');
