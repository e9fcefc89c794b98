drop table if exists oik_sdj_label;
drop table if exists oik_sdj_parcel;
drop table if exists oik_sdj_stop;
drop table if exists oik_sdj_shipment;
drop table if exists oik_sdj_order;
drop table if exists oik_sdj_customer;
create table oik_sdj_customer (id bytea primary key check (octet_length(id) = 12), name varchar(100) not null,
  created_at timestamp);
create table oik_sdj_order (
  id bytea primary key check (octet_length(id) = 12),
  customer bytea not null references oik_sdj_customer (id),
  item varchar(100) not null
);
create table oik_sdj_shipment (id bytea primary key check (octet_length(id) = 12), destination varchar(100) not null);
create table oik_sdj_parcel (
  id bytea primary key check (octet_length(id) = 12),
  shipment bytea not null references oik_sdj_shipment (id),
  parcel_index int not null,
  content varchar(100) not null
);
create table oik_sdj_label (
  id bytea primary key check (octet_length(id) = 12),
  parcel bytea not null references oik_sdj_parcel (id),
  caption varchar(100) not null
);
create table oik_sdj_stop (
  id bytea primary key check (octet_length(id) = 12),
  shipment bytea not null references oik_sdj_shipment (id),
  code varchar(20) not null,
  place varchar(100) not null
);
