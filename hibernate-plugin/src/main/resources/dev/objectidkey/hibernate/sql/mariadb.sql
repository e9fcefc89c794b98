-- objectid-key: read typed ObjectIds (BINARY(12) columns) in MariaDB itself, for the mariadb
-- client, reporting tools and DBAs. The same results as the Java API and the plugin's HQL
-- functions:
--
--   objectid_timestamp(id) -> DATETIME  the creation time in UTC, = id.getTimestamp()
--   objectid_hex(id)       -> CHAR(24)  24 lower-case hex characters, = id.toHexString()
--
-- Run it once per database (it creates or replaces the two functions in the current database):
--
--   mariadb shop < docs/sql/mariadb.sql
--   select objectid_hex(id), objectid_timestamp(id) from orders order by id desc limit 10;
--
-- The timestamp is bytes 0-3 read as an unsigned number of seconds, added to 1970-01-01 00:00:00
-- (not FROM_UNIXTIME, which stops at 2038 on MariaDB 10 and converts to the session's time
-- zone), so ids of 2038-01-19T03:14:08Z and later (first byte 0x80 and up, to 0xffffffff in
-- 2106) come out right, always in UTC. A value that is not 12 bytes long is an error (SQLSTATE
-- 22023), never a guess. A function of the id cannot use the primary key's index: to select by
-- creation time, compare the id itself with the smallest and largest id of a second (in Java
-- OrderId.minFor(t) and OrderId.maxFor(t)). Creating a function needs the CREATE ROUTINE
-- privilege, and with binary logging on, log_bin_trust_function_creators or SUPER.
-- Tested against MariaDB 10.11 by hibernate-plugin's SqlScriptsTest.

DELIMITER //

CREATE OR REPLACE FUNCTION objectid_timestamp(id BLOB) RETURNS DATETIME
DETERMINISTIC NO SQL
BEGIN
  DECLARE message VARCHAR(255);
  IF LENGTH(id) <> 12 THEN
    SET message = CONCAT('[ObjectIdKey] objectid_timestamp(0x', LOWER(HEX(SUBSTRING(id, 1, 32))), IF(LENGTH(id) > 32, '...', ''), '): the value is ', LENGTH(id), ' bytes, but an ObjectId is exactly 12 bytes; pass a column of ObjectIds');
    SIGNAL SQLSTATE '22023' SET MESSAGE_TEXT = message;
  END IF;
  RETURN TIMESTAMPADD(SECOND, CONV(HEX(SUBSTRING(id, 1, 4)), 16, 10), TIMESTAMP '1970-01-01 00:00:00');
END //

CREATE OR REPLACE FUNCTION objectid_hex(id BLOB) RETURNS CHAR(24) CHARACTER SET ascii
DETERMINISTIC NO SQL
BEGIN
  DECLARE message VARCHAR(255);
  IF LENGTH(id) <> 12 THEN
    SET message = CONCAT('[ObjectIdKey] objectid_hex(0x', LOWER(HEX(SUBSTRING(id, 1, 32))), IF(LENGTH(id) > 32, '...', ''), '): the value is ', LENGTH(id), ' bytes, but an ObjectId is exactly 12 bytes; pass a column of ObjectIds');
    SIGNAL SQLSTATE '22023' SET MESSAGE_TEXT = message;
  END IF;
  RETURN LOWER(HEX(id));
END //

DELIMITER ;
