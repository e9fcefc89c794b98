-- objectid-key: make typed ObjectIds (BINARY(12) columns) in H2 itself, with the same functions
-- as postgresql.sql and mariadb.sql:
--
--   objectid_generate()      -> BINARY(12)  a new id now; usable as a column DEFAULT
--   objectid_at(t)           -> BINARY(12)  a new id whose timestamp is t's second (backfills)
--   objectid_from_hex(text)  -> BINARY(12)  the 12 bytes of a 24-character hex form
--
-- They are Java methods of dev.objectidkey.hibernate.ObjectIdH2Functions (in objectidkey-hibernate),
-- so H2 must run in a JVM that has that jar: embedded or in memory, the application's own JVM,
-- whose ids they share the random value and counter with (see that class). Run it once per
-- database, before the tables that use the functions; running it again changes nothing:
--
--   RUNSCRIPT FROM 'classpath:/dev/objectidkey/hibernate/sql/h2.sql';
--   create table orders (id binary(12) default objectid_generate() primary key, ...);
--
-- objectid_at takes a TIMESTAMP WITH TIME ZONE; a TIMESTAMP is read in the session's time zone.
-- Tested by SqlIdFunctionsTest in hibernate-plugin/src/test.

CREATE ALIAS IF NOT EXISTS objectid_generate FOR 'dev.objectidkey.hibernate.ObjectIdH2Functions.generate';
CREATE ALIAS IF NOT EXISTS objectid_at FOR 'dev.objectidkey.hibernate.ObjectIdH2Functions.at';
CREATE ALIAS IF NOT EXISTS objectid_from_hex DETERMINISTIC FOR 'dev.objectidkey.hibernate.ObjectIdH2Functions.fromHex';
