-- The schema before the migration, keyed by uuid columns.
create table customer (
  id uuid default gen_random_uuid() constraint pk_customer primary key,
  name varchar(100) not null,
  created_at timestamp(6) not null);
create table orders (
  id uuid default gen_random_uuid() constraint pk_orders primary key,
  customer_id uuid not null constraint fk_orders_customer references customer (id),
  created_at timestamp(6) not null);
create index ix_orders_customer on orders (customer_id);
create table order_line (
  id uuid default gen_random_uuid() constraint pk_order_line primary key,
  order_id uuid not null constraint fk_order_line_orders references orders (id),
  product varchar(100) not null,
  quantity int not null,
  created_at timestamp(6) not null);
create index ix_order_line_orders on order_line (order_id);
