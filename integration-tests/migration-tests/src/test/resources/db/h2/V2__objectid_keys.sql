-- liquibase formatted sql

-- Moves customer <- orders <- order_line from bigint or uuid keys to 12-byte ObjectId keys
-- (binary(12)), keeping each old key in a unique legacy_id column. See docs/migrating.md.
-- Flyway reads the "-- changeset" lines as comments; Liquibase runs the check, then the rest as
-- one changeset.
-- H2 commits each DDL statement: a failure half-way leaves a half-migrated schema (restore the
-- database file from its backup), unlike PostgreSQL.

-- Before anything changes: every row needs a created_at whose second fits an id's 4-byte
-- timestamp, 1970-01-01 00:00:00 to 2106-02-07 06:28:15 UTC (a second before 1970 or after 2106
-- would make an id of another time). The first row without one stops the migration, named by
-- its table, old key and created_at. H2 has no statement that raises an error of one's own: the
-- message is cast to int, which fails with 'Data conversion error converting "<message>"'.
-- changeset objectid-key:objectid-keys-check runAlways:true
select cast(message as int) from (
  select '[ObjectIdKey] cannot migrate table ' || table_name || ': the row with old key ' || old_key
         || ' has created_at ' || coalesce(cast(created_at as varchar), 'null')
         || case when rows_refused > 1 then ', and ' || (rows_refused - 1) || ' more rows of ' || table_name || ' have none or one out of range' else '' end
         || '; an id starts with its row''s created_at second, which must be from 1970-01-01 00:00:00 to 2106-02-07 06:28:15 UTC. Set such a created_at on these rows, then run the migration again; nothing was changed' as message
  from (
    select 1 as position, 'customer' as table_name, cast(id as varchar) as old_key, created_at,
           count(*) over () as rows_refused
      from customer where created_at is null or datediff(second, timestamp '1970-01-01 00:00:00', created_at) not between 0 and 4294967295
    union all
    select 2, 'orders', cast(id as varchar), created_at, count(*) over ()
      from orders where created_at is null or datediff(second, timestamp '1970-01-01 00:00:00', created_at) not between 0 and 4294967295
    union all
    select 3, 'order_line', cast(id as varchar), created_at, count(*) over ()
      from order_line where created_at is null or datediff(second, timestamp '1970-01-01 00:00:00', created_at) not between 0 and 4294967295) b
  order by position, created_at is not null, created_at, old_key
  fetch first row only) refused;

-- changeset objectid-key:objectid-keys
-- One random value for this migration: bytes 4-8 of every id it makes. The check fails, naming
-- its constraint, for a second with more than 2^24 rows (bytes 9-11 number a second's rows).
create table objectid_migration (
  random_value binary(5) not null,
  table_name varchar(63),
  rows_in_busiest_second bigint,
  constraint objectid_migration_at_most_16777216_rows_per_created_at_second
    check (rows_in_busiest_second <= 16777216));
insert into objectid_migration (random_value) values (secure_rand(5));
insert into objectid_migration (random_value, table_name, rows_in_busiest_second)
  select m.random_value, t.table_name, t.busiest
  from (select random_value from objectid_migration where table_name is null) m,
       (select 'customer' as table_name, max(n) as busiest from (select count(*) as n from customer group by datediff(second, timestamp '1970-01-01 00:00:00', created_at)) c
        union all
        select 'orders', max(n) from (select count(*) as n from orders group by datediff(second, timestamp '1970-01-01 00:00:00', created_at)) o
        union all
        select 'order_line', max(n) from (select count(*) as n from order_line group by datediff(second, timestamp '1970-01-01 00:00:00', created_at)) l) t;

-- Each row's id: its created_at second (bytes 0-3), the random value (4-8) and its rank among
-- the rows of that second, ordered by created_at and then the old key (9-11). So ORDER BY id is
-- ORDER BY created_at, old key.
alter table customer add column new_id binary(12);
alter table orders add column new_id binary(12);
alter table orders add column new_customer_id binary(12);
alter table order_line add column new_id binary(12);
alter table order_line add column new_order_id binary(12);

merge into customer t using (
  select r.id,
         substring(cast(r.created_second as binary(8)) from 5 for 4) || m.random_value
           || substring(cast(row_number() over (partition by r.created_second order by r.created_at, r.id) - 1 as binary(8)) from 6 for 3) as new_id
  from (select id, created_at, datediff(second, timestamp '1970-01-01 00:00:00', created_at) as created_second from customer) r,
       (select random_value from objectid_migration where table_name is null) m) n
on t.id = n.id
when matched then update set t.new_id = n.new_id;
merge into orders t using (
  select r.id,
         substring(cast(r.created_second as binary(8)) from 5 for 4) || m.random_value
           || substring(cast(row_number() over (partition by r.created_second order by r.created_at, r.id) - 1 as binary(8)) from 6 for 3) as new_id
  from (select id, created_at, datediff(second, timestamp '1970-01-01 00:00:00', created_at) as created_second from orders) r,
       (select random_value from objectid_migration where table_name is null) m) n
on t.id = n.id
when matched then update set t.new_id = n.new_id;
merge into order_line t using (
  select r.id,
         substring(cast(r.created_second as binary(8)) from 5 for 4) || m.random_value
           || substring(cast(row_number() over (partition by r.created_second order by r.created_at, r.id) - 1 as binary(8)) from 6 for 3) as new_id
  from (select id, created_at, datediff(second, timestamp '1970-01-01 00:00:00', created_at) as created_second from order_line) r,
       (select random_value from objectid_migration where table_name is null) m) n
on t.id = n.id
when matched then update set t.new_id = n.new_id;

-- Every foreign key takes the new id of the row it refers to.
update orders o set new_customer_id = (select c.new_id from customer c where c.id = o.customer_id);
update order_line l set new_order_id = (select o.new_id from orders o where o.id = l.order_id);

-- Swap the keys: the old key becomes legacy_id (unique, no longer generated, null for new rows).
alter table order_line drop constraint fk_order_line_orders;
alter table orders drop constraint fk_orders_customer;

alter table customer drop constraint pk_customer;
alter table customer alter column id drop identity;
alter table customer alter column id drop default;
alter table customer alter column id drop not null;
alter table customer alter column id rename to legacy_id;
alter table customer add constraint uk_customer_legacy_id unique (legacy_id);
alter table customer alter column new_id rename to id;
alter table customer alter column id set not null;
alter table customer add constraint pk_customer primary key (id);

alter table orders drop constraint pk_orders;
alter table orders alter column id drop identity;
alter table orders alter column id drop default;
alter table orders alter column id drop not null;
alter table orders alter column id rename to legacy_id;
alter table orders add constraint uk_orders_legacy_id unique (legacy_id);
alter table orders alter column new_id rename to id;
alter table orders alter column id set not null;
alter table orders add constraint pk_orders primary key (id);
alter table orders drop column customer_id;
alter table orders alter column new_customer_id rename to customer_id;
alter table orders alter column customer_id set not null;
create index ix_orders_customer on orders (customer_id);
alter table orders add constraint fk_orders_customer foreign key (customer_id) references customer (id);

alter table order_line drop constraint pk_order_line;
alter table order_line alter column id drop identity;
alter table order_line alter column id drop default;
alter table order_line alter column id drop not null;
alter table order_line alter column id rename to legacy_id;
alter table order_line add constraint uk_order_line_legacy_id unique (legacy_id);
alter table order_line alter column new_id rename to id;
alter table order_line alter column id set not null;
alter table order_line add constraint pk_order_line primary key (id);
alter table order_line drop column order_id;
alter table order_line alter column new_order_id rename to order_id;
alter table order_line alter column order_id set not null;
create index ix_order_line_orders on order_line (order_id);
alter table order_line add constraint fk_order_line_orders foreign key (order_id) references orders (id);

drop table objectid_migration;
