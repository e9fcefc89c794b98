-- objectid-key: read typed ObjectIds (12-byte bytea columns) in PostgreSQL itself, for psql,
-- reporting tools and DBAs. The same results as the Java API and the plugin's HQL functions:
--
--   objectid_timestamp(id bytea) -> timestamptz  the creation time, = id.getTimestamp()
--   objectid_hex(id bytea)       -> text         24 lower-case hex characters, = id.toHexString()
--
-- Run it once per database (it creates or replaces the two functions in the first schema of the
-- search_path; to choose one, run "set search_path = reports;" first):
--
--   psql -d shop -f docs/sql/postgresql.sql
--   select objectid_hex(id), objectid_timestamp(id) from orders order by id desc limit 10;
--
-- The timestamp is bytes 0-3 read as an unsigned number of seconds, so ids of 2038-01-19T03:14:08Z
-- and later (first byte 0x80 and up, to 0xffffffff in 2106) come out right. A value that is not
-- 12 bytes long is an error, never a guess. Both functions are immutable, so they may be used in
-- an expression index. Note that a function of the id cannot use the primary key's index: to
-- select by creation time, compare the id itself with the smallest and largest id of a second
-- (in Java OrderId.minFor(t) and OrderId.maxFor(t)).
-- Tested against a real PostgreSQL (15 here, or the embedded 17) by hibernate-plugin's
-- SqlScriptsTest.

create or replace function objectid_timestamp(id bytea) returns timestamptz
language plpgsql immutable strict parallel safe as $$
begin
  if length(id) <> 12 then
    raise exception '[ObjectIdKey] objectid_timestamp(%): the value is % bytes, but an ObjectId is exactly 12 bytes; pass a column of ObjectIds',
      '\x' || encode(substring(id from 1 for 32), 'hex') || case when length(id) > 32 then '...' else '' end, length(id)
      using errcode = '22023';
  end if;
  return to_timestamp(cast(cast('x' || encode(substring(id from 1 for 4), 'hex') as bit(32)) as bigint));
end
$$;

create or replace function objectid_hex(id bytea) returns text
language plpgsql immutable strict parallel safe as $$
begin
  if length(id) <> 12 then
    raise exception '[ObjectIdKey] objectid_hex(%): the value is % bytes, but an ObjectId is exactly 12 bytes; pass a column of ObjectIds',
      '\x' || encode(substring(id from 1 for 32), 'hex') || case when length(id) > 32 then '...' else '' end, length(id)
      using errcode = '22023';
  end if;
  return encode(id, 'hex');
end
$$;
