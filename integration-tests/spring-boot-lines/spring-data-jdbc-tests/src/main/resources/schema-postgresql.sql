drop table if exists oik_sdj_order;
drop table if exists oik_sdj_customer;
create table oik_sdj_customer (id bytea primary key check (octet_length(id) = 12), name varchar(100) not null,
  created_at timestamp);
create table oik_sdj_order (
  id bytea primary key check (octet_length(id) = 12),
  customer bytea not null references oik_sdj_customer (id),
  item varchar(100) not null
);
