drop table if exists oik_sdj_order;
drop table if exists oik_sdj_customer;
create table oik_sdj_customer (id binary(12) primary key, name varchar(100) not null,
  created_at timestamp);
create table oik_sdj_order (
  id binary(12) primary key,
  customer binary(12) not null references oik_sdj_customer (id),
  item varchar(100) not null
);
