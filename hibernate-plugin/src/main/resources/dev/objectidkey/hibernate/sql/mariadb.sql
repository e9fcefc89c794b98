-- objectid-key: typed ObjectIds (BINARY(12) columns) in MariaDB itself, for the mariadb client,
-- reporting tools, DBAs and migrations. The same results as the Java API and the plugin's HQL
-- functions:
--
--   objectid_timestamp(id)       -> DATETIME    the creation time in UTC, = id.getTimestamp()
--   objectid_hex(id)             -> CHAR(24)    24 lower-case hex characters, = id.toHexString()
--   objectid_generate()          -> BINARY(12)  a new id now, = OrderId.generate()
--   objectid_at(t DATETIME)      -> BINARY(12)  a new id whose timestamp is t's second (t in
--                                               UTC), for backfills, = OrderId.generateAt(t)
--   objectid_from_hex(hex TEXT)  -> BINARY(12)  the 12 bytes of a hex form, = OrderId.parse(hex)
--   objectid_quote(value TEXT)   -> TEXT        a value quoted for a message as Java's parse
--                                               quotes it: escaped, one line, 64 characters
--
-- The script ships in objectidkey-hibernate's jar as dev/objectidkey/hibernate/sql/mariadb.sql.
-- Run it once per database; running it again changes nothing (it creates or replaces the
-- functions and creates the sequence objectid_sequence only when absent), in the current
-- database:
--
--   mariadb shop < mariadb.sql
--   select objectid_hex(id), objectid_timestamp(id) from orders order by id desc limit 10;
--
-- The timestamp is bytes 0-3 read as an unsigned number of seconds, added to 1970-01-01 00:00:00
-- (not FROM_UNIXTIME, which stops at 2038 on MariaDB 10 and converts to the session's time
-- zone), so ids of 2038-01-19T03:14:08Z and later (first byte 0x80 and up, to 0xffffffff in
-- 2106) come out right, always in UTC; objectid_at reads its DATETIME as UTC the same way, so
-- objectid_timestamp(objectid_at(t)) is t to the second. For a TIMESTAMP column, which MariaDB
-- hands over in the session's time zone, run "set time_zone = '+00:00'" first. A value that is
-- not 12 bytes long is an error (SQLSTATE 22023), never a guess. A function of the id cannot use
-- the primary key's index: to select by creation time, compare the id itself with the smallest
-- and largest id of a second (in Java OrderId.minFor(t) and OrderId.maxFor(t)). Creating a
-- function needs the CREATE ROUTINE privilege, and with binary logging on,
-- log_bin_trust_function_creators or SUPER. Needs MariaDB 10.3 or later (sequences).
-- Tested against MariaDB 10.11 by SqlScriptsTest and SqlIdFunctionsTest in hibernate-plugin/src/test.

DELIMITER //

-- objectid_quote(value) -> TEXT: a value quoted for a message, as the Java runtime's parse quotes
-- it: in double quotes, " and \ escaped with a backslash, control characters, format characters
-- (such as the bidi override U+202E and the zero-width characters) and the line and paragraph
-- separators written as \uXXXX (a character above U+FFFF as its two UTF-16 halves), cut after 64
-- UTF-16 units with the full length added, such as "aaa...a"... (1000 characters). So a message
-- stays one line in the server's error log and reads as it is. CHAR(92) is the backslash, whatever
-- the sql_mode says about backslashes in literals.
CREATE OR REPLACE FUNCTION objectid_quote(value TEXT CHARACTER SET utf8mb4) RETURNS TEXT CHARACTER SET utf8mb4
DETERMINISTIC NO SQL
BEGIN
  DECLARE quoted TEXT CHARACTER SET utf8mb4 DEFAULT '"';
  DECLARE units INT DEFAULT 0;
  DECLARE i INT DEFAULT 1;
  DECLARE c VARCHAR(1) CHARACTER SET utf8mb4;
  DECLARE cp INT;
  IF value IS NULL THEN
    RETURN NULL;
  END IF;
  quoting: WHILE i <= CHAR_LENGTH(value) DO
    SET c = SUBSTRING(value, i, 1);
    SET cp = ORD(CONVERT(c USING utf32));
    IF units + IF(cp > 65535, 2, 1) > 64 THEN
      LEAVE quoting;
    END IF;
    SET units = units + IF(cp > 65535, 2, 1);
    IF cp < 32 OR cp BETWEEN 127 AND 159 OR cp = 173 OR cp BETWEEN 1536 AND 1541 OR cp = 1564
        OR cp = 1757 OR cp = 1807 OR cp BETWEEN 2192 AND 2193 OR cp = 2274 OR cp = 6158
        OR cp BETWEEN 8203 AND 8207 OR cp BETWEEN 8232 AND 8238 OR cp BETWEEN 8288 AND 8292
        OR cp BETWEEN 8294 AND 8303 OR cp = 65279 OR cp BETWEEN 65529 AND 65531 OR cp = 69821
        OR cp = 69837 OR cp BETWEEN 78896 AND 78911 OR cp BETWEEN 113824 AND 113827
        OR cp BETWEEN 119155 AND 119162 OR cp = 917505 OR cp BETWEEN 917536 AND 917631 THEN
      IF cp > 65535 THEN
        SET quoted = CONCAT(quoted, CHAR(92), 'u', LOWER(HEX(55296 + ((cp - 65536) >> 10))),
                            CHAR(92), 'u', LOWER(HEX(56320 + ((cp - 65536) & 1023))));
      ELSE
        SET quoted = CONCAT(quoted, CHAR(92), 'u', LPAD(LOWER(HEX(cp)), 4, '0'));
      END IF;
    ELSEIF cp = 34 OR cp = 92 THEN
      SET quoted = CONCAT(quoted, CHAR(92), c);
    ELSE
      SET quoted = CONCAT(quoted, c);
    END IF;
    SET i = i + 1;
  END WHILE;
  SET quoted = CONCAT(quoted, '"');
  IF i <= CHAR_LENGTH(value) THEN
    SET quoted = CONCAT(quoted, '... (', LENGTH(CONVERT(value USING utf16)) DIV 2, ' characters)');
  END IF;
  RETURN quoted;
END //

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

-- Making ids in the database: objectid_generate(), objectid_at(t), objectid_from_hex(text).
--
-- Bytes 4-11 of an id made here (the random value and the counter of the ObjectId layout) are
-- one 8-byte number: the next value of the sequence objectid_sequence. The script creates the
-- sequence once, starting at a random value below 2^63 - 2^48, so that:
--   * ids made in this database never repeat, whatever the number of concurrent sessions:
--     NEXT VALUE FOR never hands out a value twice, even to transactions that roll back, and two
--     ids differ in bytes 4-11 whatever their timestamps;
--   * ids for one second increase in the order the sequence handed out their numbers, also
--     across the 3-byte counter's wrap (which carries into bytes 4-8 instead of starting over),
--     for at least 2^48 ids; the sequence then stops with an error rather than repeat;
--   * ids of this database differ from those of a Java process (or of another database) unless
--     bytes 4-8 happen to be equal: they start at a random value (39 bits) and move on by one
--     every 2^24 ids, so the chance is about 1 in 2^40 for each 2^24 ids made here, as between
--     two Java processes. A copy of the database (a dump restored elsewhere, a promoted replica)
--     copies the sequence too: before both make ids, "DROP SEQUENCE objectid_sequence" in the
--     copy and run this script there again, which draws a new random start.
-- Ids of concurrent sessions interleave: they are in creation order to the second, as ids of
-- several Java processes are. objectid_generate() takes the time of the statement (MariaDB's
-- NOW(), in UTC), so all rows of one INSERT share a second.
--
-- MariaDB allows no stored function in a column DEFAULT (error 1901), but it allows a sequence,
-- so a DEFAULT spells objectid_generate() out:
--
--   create table orders (id binary(12) primary key default (unhex(concat(
--       lpad(hex(unix_timestamp()), 8, '0'), lpad(hex(next value for objectid_sequence), 16, '0')))),
--     ...);
--
-- The start value is 63 bits of a SHA-256 of UUID(), RAND(), SYSDATE(6) and the connection id:
-- MariaDB 10 has no portable cryptographic random; what matters is that two databases differ.

SET @objectid_create_sequence = CONCAT(
  'CREATE SEQUENCE IF NOT EXISTS objectid_sequence MINVALUE 0 MAXVALUE 9223372036854775806 NOCYCLE START WITH ',
  CAST(CAST(CONV(SUBSTRING(SHA2(CONCAT(UUID(), RAND(), SYSDATE(6), CONNECTION_ID()), 256), 1, 16), 16, 10) AS UNSIGNED) % 9223090561878065152 AS CHAR));
PREPARE objectid_create_sequence FROM @objectid_create_sequence;
EXECUTE objectid_create_sequence;
DEALLOCATE PREPARE objectid_create_sequence;

DELIMITER //

CREATE OR REPLACE FUNCTION objectid_at(t DATETIME(6)) RETURNS BINARY(12)
NOT DETERMINISTIC MODIFIES SQL DATA
BEGIN
  DECLARE message VARCHAR(255);
  IF t IS NULL OR t < TIMESTAMP '1970-01-01 00:00:00' OR t >= TIMESTAMP '2106-02-07 06:28:16' THEN
    SET message = CONCAT('[ObjectIdKey] objectid_at(', IFNULL(CONCAT(t, ' UTC'), 'null'), '): expected a time from 1970-01-01 00:00:00 UTC to 2106-02-07 06:28:15 UTC, the range of the 4-byte timestamp; pass a time in that range');
    SIGNAL SQLSTATE '22008' SET MESSAGE_TEXT = message;
  END IF;
  RETURN UNHEX(CONCAT(LPAD(HEX(TIMESTAMPDIFF(SECOND, TIMESTAMP '1970-01-01 00:00:00', t)), 8, '0'),
                      LPAD(HEX(NEXT VALUE FOR objectid_sequence), 16, '0')));
END //

CREATE OR REPLACE FUNCTION objectid_generate() RETURNS BINARY(12)
NOT DETERMINISTIC MODIFIES SQL DATA
BEGIN
  RETURN objectid_at(UTC_TIMESTAMP(6));
END //

CREATE OR REPLACE FUNCTION objectid_from_hex(hex TEXT CHARACTER SET utf8mb4) RETURNS BINARY(12)
DETERMINISTIC NO SQL
BEGIN
  DECLARE message VARCHAR(512) CHARACTER SET utf8mb4;
  IF hex IS NULL THEN
    RETURN NULL;
  END IF;
  IF CHAR_LENGTH(hex) <> 24 OR hex NOT REGEXP '^[0-9a-fA-F]{24}$' THEN
    SET message = CONCAT('[ObjectIdKey] objectid_from_hex(', objectid_quote(hex), '): expected 24 hexadecimal characters (0-9, a-f, A-F), got ', IF(CHAR_LENGTH(hex) <> 24, CONCAT(CHAR_LENGTH(hex), ' characters'), CONCAT('the character ', objectid_quote(REGEXP_SUBSTR(hex, '[^0-9a-fA-F]')), ' at index ', LOCATE(REGEXP_SUBSTR(hex, '[^0-9a-fA-F]'), hex) - 1)), '; pass the hex form of an ObjectId, such as 6553f1003f2a91c8d4003039');
    SIGNAL SQLSTATE '22023' SET MESSAGE_TEXT = message;
  END IF;
  RETURN UNHEX(hex);
END //

DELIMITER ;
