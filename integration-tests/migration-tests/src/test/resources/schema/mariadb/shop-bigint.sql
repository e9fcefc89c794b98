-- The schema before the migration, keyed by bigint auto-increment columns.
CREATE TABLE customer (
  id BIGINT NOT NULL AUTO_INCREMENT,
  name VARCHAR(100) NOT NULL,
  created_at DATETIME(6) NOT NULL,
  CONSTRAINT PRIMARY KEY (id));
CREATE TABLE orders (
  id BIGINT NOT NULL AUTO_INCREMENT,
  customer_id BIGINT NOT NULL,
  created_at DATETIME(6) NOT NULL,
  CONSTRAINT PRIMARY KEY (id),
  INDEX ix_orders_customer (customer_id),
  CONSTRAINT fk_orders_customer FOREIGN KEY (customer_id) REFERENCES customer (id));
CREATE TABLE order_line (
  id BIGINT NOT NULL AUTO_INCREMENT,
  order_id BIGINT NOT NULL,
  product VARCHAR(100) NOT NULL,
  quantity INT NOT NULL,
  created_at DATETIME(6) NOT NULL,
  CONSTRAINT PRIMARY KEY (id),
  INDEX ix_order_line_orders (order_id),
  CONSTRAINT fk_order_line_orders FOREIGN KEY (order_id) REFERENCES orders (id));
