-- The shop's tables, written by hand instead of made by Hibernate (ddl-auto=none or validate).
-- Ids are bytea, as the plugin maps them on PostgreSQL.
-- Drops first, children before parents, so the script runs again on a database that keeps its
-- tables.
drop table if exists order_line;
drop table if exists orders;
drop table if exists ticket;
drop table if exists legacy_order_line;
drop table if exists legacy_orders;

create table orders (id bytea not null primary key, item varchar(255));
create table ticket (id bytea not null primary key);
create table order_line (
  id bytea not null primary key,
  order_id bytea not null references orders (id),
  product varchar(255));

-- The same two tables as a port starts from: bigint ids 1..n, and a foreign key by them.
-- renumber-postgresql.sql fills them and moves their rows into orders and order_line.
create table legacy_orders (id bigint not null primary key, item varchar(255));
create table legacy_order_line (
  id bigint not null primary key,
  order_id bigint not null references legacy_orders (id),
  product varchar(255));
