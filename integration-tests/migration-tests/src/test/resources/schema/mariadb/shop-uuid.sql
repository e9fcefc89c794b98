-- The schema before the migration, keyed by uuid columns.
CREATE TABLE customer (
  id UUID NOT NULL DEFAULT UUID(),
  name VARCHAR(100) NOT NULL,
  created_at DATETIME(6) NOT NULL,
  CONSTRAINT PRIMARY KEY (id));
CREATE TABLE orders (
  id UUID NOT NULL DEFAULT UUID(),
  customer_id UUID NOT NULL,
  created_at DATETIME(6) NOT NULL,
  CONSTRAINT PRIMARY KEY (id),
  INDEX ix_orders_customer (customer_id),
  CONSTRAINT fk_orders_customer FOREIGN KEY (customer_id) REFERENCES customer (id));
CREATE TABLE order_line (
  id UUID NOT NULL DEFAULT UUID(),
  order_id UUID NOT NULL,
  product VARCHAR(100) NOT NULL,
  quantity INT NOT NULL,
  created_at DATETIME(6) NOT NULL,
  CONSTRAINT PRIMARY KEY (id),
  INDEX ix_order_line_orders (order_id),
  CONSTRAINT fk_order_line_orders FOREIGN KEY (order_id) REFERENCES orders (id));
