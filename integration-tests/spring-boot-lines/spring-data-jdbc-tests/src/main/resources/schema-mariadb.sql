drop table if exists oik_sdj_label;
drop table if exists oik_sdj_parcel;
drop table if exists oik_sdj_stop;
drop table if exists oik_sdj_shipment;
drop table if exists oik_sdj_order;
drop table if exists oik_sdj_customer;
create table oik_sdj_customer (id binary(12) primary key, name varchar(100) not null,
  created_at datetime(6));
create table oik_sdj_order (
  id binary(12) primary key,
  customer binary(12) not null references oik_sdj_customer (id),
  item varchar(100) not null
);
create table oik_sdj_shipment (id binary(12) primary key, destination varchar(100) not null);
create table oik_sdj_parcel (
  id binary(12) primary key,
  shipment binary(12) not null references oik_sdj_shipment (id),
  parcel_index int not null,
  content varchar(100) not null
);
create table oik_sdj_label (
  id binary(12) primary key,
  parcel binary(12) not null references oik_sdj_parcel (id),
  caption varchar(100) not null
);
create table oik_sdj_stop (
  id binary(12) primary key,
  shipment binary(12) not null references oik_sdj_shipment (id),
  code varchar(20) not null,
  place varchar(100) not null
);
