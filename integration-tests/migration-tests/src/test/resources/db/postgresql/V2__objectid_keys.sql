-- liquibase formatted sql

-- Moves customer <- orders <- order_line from bigint or uuid keys to 12-byte
-- ObjectId keys (bytea), keeping each old key in a unique legacy_id column. See
-- docs/migrating.md. Flyway reads the "-- changeset" lines as comments and runs the file in one
-- transaction; Liquibase runs the check (which changes nothing), then the rest as one changeset
-- in one transaction. Either way a failure anywhere leaves the database as it was.

-- Before anything changes: every row needs a created_at whose second fits an id's 4-byte
-- timestamp, 1970-01-01 00:00:00 to 2106-02-07 06:28:15 UTC (to_hex of a second before 1970
-- would make an id of 2106, and one after 2106 an id of an arbitrary earlier second). The first
-- row without one stops the migration, named by its table, old key and created_at.
-- changeset objectid-key:objectid-keys-check runAlways:true splitStatements:false
do $$
declare
  bad record;
begin
  select * into bad from (
    select 1 as position, 'customer' as table_name, cast(id as text) as old_key, created_at,
           count(*) over () as rows_refused
      from customer where created_at is null or floor(extract(epoch from created_at)) not between 0 and 4294967295
    union all
    select 2, 'orders', cast(id as text), created_at, count(*) over ()
      from orders where created_at is null or floor(extract(epoch from created_at)) not between 0 and 4294967295
    union all
    select 3, 'order_line', cast(id as text), created_at, count(*) over ()
      from order_line where created_at is null or floor(extract(epoch from created_at)) not between 0 and 4294967295) b
  order by position, created_at is not null, created_at, old_key
  limit 1;
  if found then
    raise exception '[ObjectIdKey] cannot migrate table %: the row with old key % has created_at %; an id starts with its row''s created_at second, which must be from 1970-01-01 00:00:00 to 2106-02-07 06:28:15 UTC. Set such a created_at on these rows, then run the migration again; nothing was changed',
      bad.table_name, bad.old_key, coalesce(cast(bad.created_at as text), 'null')
        || case when bad.rows_refused > 1 then ', and ' || (bad.rows_refused - 1) || ' more rows of ' || bad.table_name || ' have none or one out of range' else '' end
      using errcode = '22008';
  end if;
end
$$;

-- changeset objectid-key:objectid-keys
-- One random value for this migration: bytes 4-8 of every id it makes. The per-second row
-- check fails, naming its constraint, for a second with more than 2^24 rows (bytes 9-11).
create table objectid_migration (
  random_value bytea not null,
  table_name varchar(63),
  rows_in_busiest_second bigint,
  constraint objectid_migration_at_most_16777216_rows_per_created_at_second
    check (rows_in_busiest_second <= 16777216));
insert into objectid_migration (random_value)
  select substring(uuid_send(gen_random_uuid()) from 1 for 5);
insert into objectid_migration (random_value, table_name, rows_in_busiest_second)
  select m.random_value, t.table_name, t.busiest
  from objectid_migration m,
       (select 'customer' as table_name, max(n) as busiest from (select count(*) as n from customer group by floor(extract(epoch from created_at))) c
        union all
        select 'orders', max(n) from (select count(*) as n from orders group by floor(extract(epoch from created_at))) o
        union all
        select 'order_line', max(n) from (select count(*) as n from order_line group by floor(extract(epoch from created_at))) l) t
  where m.table_name is null;

-- Each row's id: its created_at second (bytes 0-3), the random value (4-8) and its rank among
-- the rows of that second, ordered by created_at and then the old key (9-11). So ORDER BY id is
-- ORDER BY created_at, old key.
alter table customer add column new_id bytea;
alter table orders add column new_id bytea, add column new_customer_id bytea;
alter table order_line add column new_id bytea, add column new_order_id bytea;

update customer t set new_id = n.new_id
from (select r.id,
             decode(lpad(to_hex(r.created_second), 8, '0'), 'hex') || m.random_value
               || decode(lpad(to_hex(row_number() over (partition by r.created_second order by r.created_at, r.id) - 1), 6, '0'), 'hex') as new_id
      from (select id, created_at, floor(extract(epoch from created_at))::bigint as created_second from customer) r,
           (select random_value from objectid_migration where table_name is null) m) n
where t.id = n.id;
update orders t set new_id = n.new_id
from (select r.id,
             decode(lpad(to_hex(r.created_second), 8, '0'), 'hex') || m.random_value
               || decode(lpad(to_hex(row_number() over (partition by r.created_second order by r.created_at, r.id) - 1), 6, '0'), 'hex') as new_id
      from (select id, created_at, floor(extract(epoch from created_at))::bigint as created_second from orders) r,
           (select random_value from objectid_migration where table_name is null) m) n
where t.id = n.id;
update order_line t set new_id = n.new_id
from (select r.id,
             decode(lpad(to_hex(r.created_second), 8, '0'), 'hex') || m.random_value
               || decode(lpad(to_hex(row_number() over (partition by r.created_second order by r.created_at, r.id) - 1), 6, '0'), 'hex') as new_id
      from (select id, created_at, floor(extract(epoch from created_at))::bigint as created_second from order_line) r,
           (select random_value from objectid_migration where table_name is null) m) n
where t.id = n.id;

-- Every foreign key takes the new id of the row it refers to.
update orders o set new_customer_id = c.new_id from customer c where c.id = o.customer_id;
update order_line l set new_order_id = o.new_id from orders o where o.id = l.order_id;

-- Swap the keys: the old key becomes legacy_id (unique, no longer generated, null for new rows).
alter table order_line drop constraint fk_order_line_orders;
alter table orders drop constraint fk_orders_customer;

alter table customer drop constraint pk_customer;
alter table customer alter column id drop identity if exists;
alter table customer alter column id drop default;
alter table customer alter column id drop not null;
alter table customer rename column id to legacy_id;
alter table customer add constraint uk_customer_legacy_id unique (legacy_id);
alter table customer rename column new_id to id;
alter table customer alter column id set not null;
alter table customer add constraint pk_customer primary key (id);

alter table orders drop constraint pk_orders;
alter table orders alter column id drop identity if exists;
alter table orders alter column id drop default;
alter table orders alter column id drop not null;
alter table orders rename column id to legacy_id;
alter table orders add constraint uk_orders_legacy_id unique (legacy_id);
alter table orders rename column new_id to id;
alter table orders alter column id set not null;
alter table orders add constraint pk_orders primary key (id);
alter table orders drop column customer_id;
alter table orders rename column new_customer_id to customer_id;
alter table orders alter column customer_id set not null;
alter table orders add constraint fk_orders_customer foreign key (customer_id) references customer (id);
create index ix_orders_customer on orders (customer_id);

alter table order_line drop constraint pk_order_line;
alter table order_line alter column id drop identity if exists;
alter table order_line alter column id drop default;
alter table order_line alter column id drop not null;
alter table order_line rename column id to legacy_id;
alter table order_line add constraint uk_order_line_legacy_id unique (legacy_id);
alter table order_line rename column new_id to id;
alter table order_line alter column id set not null;
alter table order_line add constraint pk_order_line primary key (id);
alter table order_line drop column order_id;
alter table order_line rename column new_order_id to order_id;
alter table order_line alter column order_id set not null;
alter table order_line add constraint fk_order_line_orders foreign key (order_id) references orders (id);
create index ix_order_line_orders on order_line (order_id);

drop table objectid_migration;
