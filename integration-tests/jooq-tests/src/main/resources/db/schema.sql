-- The shop's schema. jOOQ's code generator reads this file (DDLDatabase); H2 and MariaDB run it
-- as it is, PostgreSQL with bytea for binary(12) (ShopSchema).
create table customers (
  id   binary(12)   not null primary key,
  name varchar(100) not null
);

create table orders (
  id          binary(12)   not null primary key,
  customer_id binary(12)   not null,
  item        varchar(100) not null,
  quantity    int          not null,
  constraint orders_customer foreign key (customer_id) references customers (id)
);
