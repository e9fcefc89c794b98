-- Seed data: ids are 12-byte binary literals, as the column is BINARY(12).
INSERT INTO owners (id, name, telephone) VALUES
  (X'6553f1000000000000000001', 'George Franklin', '6085551023'),
  (X'6553f1000000000000000002', 'Betty Davis', '6085551749');
INSERT INTO pets (id, name, species, birth_date, owner_id) VALUES
  (X'6553f1010000000000000001', 'Leo', 'cat', DATE '2020-09-07', X'6553f1000000000000000001'),
  (X'6553f1010000000000000002', 'Basil', 'hamster', DATE '2022-08-06', X'6553f1000000000000000002');
INSERT INTO visits (id, visit_date, description, pet_id) VALUES
  (X'6553f1020000000000000001', DATE '2024-03-04', 'rabies shot', X'6553f1010000000000000001');
