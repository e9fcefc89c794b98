-- objectid-key: typed ObjectIds (12-byte bytea columns) in PostgreSQL itself, for psql, reporting
-- tools, DBAs and migrations. The same results as the Java API and the plugin's HQL functions:
--
--   objectid_timestamp(id bytea)   -> timestamptz  the creation time, = id.getTimestamp()
--   objectid_hex(id bytea)         -> text         24 lower-case hex characters, = id.toHexString()
--   objectid_generate()            -> bytea        a new id now; usable as a column DEFAULT
--   objectid_at(t timestamptz)     -> bytea        a new id whose timestamp is t's second, for
--                                                  backfills, = OrderId.generateAt(t)
--   objectid_from_hex(hex text)    -> bytea        the 12 bytes of a hex form, = OrderId.parse(hex)
--   objectid_quote(value text)     -> text         a value quoted for a message as Java's parse
--                                                  quotes it: escaped, one line, 64 characters
--   objectid_month_bounds(month date)
--                        -> (lower bytea, upper bytea)  the id range of a UTC month:
--                                                  [minFor(month start), minFor(next month start)),
--                                                  upper null (MAXVALUE) for 2106-02
--   objectid_create_month_partition(parent regclass, month date) -> regclass
--                                                  the partition of a table partitioned by range
--                                                  on its id for that month, created when absent
--
-- The script ships in objectidkey-hibernate's jar as dev/objectidkey/hibernate/sql/postgresql.sql.
-- Run it once per database; running it again changes nothing (it creates or replaces the
-- functions and creates the sequence objectid_sequence only when absent), in the first schema of
-- the search_path; to choose one, run "set search_path = reports;" first:
--
--   psql -d shop -f postgresql.sql
--   select objectid_hex(id), objectid_timestamp(id) from orders order by id desc limit 10;
--   create table orders (id bytea default objectid_generate() primary key, ...);
--
-- The timestamp is bytes 0-3 read as an unsigned number of seconds, so ids of 2038-01-19T03:14:08Z
-- and later (first byte 0x80 and up, to 0xffffffff in 2106) come out right. A value that is not
-- 12 bytes long is an error, never a guess. objectid_timestamp, objectid_hex and
-- objectid_from_hex are immutable, so they may be used in an expression index. Note that a
-- function of the id cannot use the primary key's index: to select by creation time, compare the
-- id itself with the smallest and largest id of a second (in Java OrderId.minFor(t) and
-- OrderId.maxFor(t)). objectid_at's argument is a timestamptz: a timestamp (without time zone)
-- column is read in the session's TimeZone, so run "set time zone 'UTC'" first if it holds UTC.
-- Needs PostgreSQL 13 or later (gen_random_uuid).
-- Tested against a real PostgreSQL (15 here, or the embedded 17) by SqlScriptsTest and
-- SqlIdFunctionsTest in hibernate-plugin/src/test, the month partitions by
-- PostgresPartitionTest there.

-- objectid_quote(value text) -> text: a value quoted for a message, as the Java runtime's parse
-- quotes it: in double quotes, " and \ escaped with a backslash, control characters, format
-- characters (such as the bidi override U+202E and the zero-width characters) and the line and
-- paragraph separators written as \uXXXX (a character above U+FFFF as its two UTF-16 halves), cut
-- after 64 UTF-16 units with the full length added, such as "aaa...a"... (1000 characters). So
-- a message stays one line in the server log and reads as it is: a value cannot forge a second
-- log line or turn the message's text around.
create or replace function objectid_quote(value text) returns text
language plpgsql immutable strict parallel safe as $$
declare
  quoted text := '"';
  units int := 0;
  taken int := 0;
  c text;
  cp int;
begin
  for i in 1 .. length(value) loop
    c := substr(value, i, 1);
    cp := ascii(c);
    exit when units + case when cp > 65535 then 2 else 1 end > 64;
    units := units + case when cp > 65535 then 2 else 1 end;
    taken := i;
    if cp < 32 or cp between 127 and 159 or cp = 173 or cp between 1536 and 1541 or cp = 1564
        or cp = 1757 or cp = 1807 or cp between 2192 and 2193 or cp = 2274 or cp = 6158
        or cp between 8203 and 8207 or cp between 8232 and 8238 or cp between 8288 and 8292
        or cp between 8294 and 8303 or cp = 65279 or cp between 65529 and 65531 or cp = 69821
        or cp = 69837 or cp between 78896 and 78911 or cp between 113824 and 113827
        or cp between 119155 and 119162 or cp = 917505 or cp between 917536 and 917631 then
      if cp > 65535 then
        quoted := quoted || '\u' || to_hex(55296 + ((cp - 65536) >> 10))
                         || '\u' || to_hex(56320 + ((cp - 65536) & 1023));
      else
        quoted := quoted || '\u' || lpad(to_hex(cp), 4, '0');
      end if;
    elsif c = '"' or c = '\' then
      quoted := quoted || '\' || c;
    else
      quoted := quoted || c;
    end if;
  end loop;
  quoted := quoted || '"';
  if taken < length(value) then
    quoted := quoted || '... ('
      || length(value) + length(regexp_replace(value, '[^\U00010000-\U0010FFFF]', '', 'g'))
      || ' characters)';
  end if;
  return quoted;
end
$$;

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

-- Making ids in the database: objectid_generate(), objectid_at(t), objectid_from_hex(text).
--
-- Bytes 4-11 of an id made here (the random value and the counter of the ObjectId layout) are
-- one 8-byte number: the next value of the sequence objectid_sequence. The script creates the
-- sequence once, starting at a random value below 2^63 - 2^48, so that:
--   * ids made in this database never repeat, whatever the number of concurrent sessions:
--     nextval never hands out a value twice, even to sessions that roll back, and two ids
--     differ in bytes 4-11 whatever their timestamps;
--   * ids for one second increase in the order nextval handed out their numbers, also across
--     the 3-byte counter's wrap (which carries into bytes 4-8 instead of starting over), for at
--     least 2^48 ids; the sequence then stops with an error rather than repeat;
--   * ids of this database differ from those of a Java process (or of another database) unless
--     bytes 4-8 happen to be equal: they start at a random value (39 bits) and move on by one
--     every 2^24 ids, so the chance is about 1 in 2^40 for each 2^24 ids made here, as between
--     two Java processes. A copy of the database (pg_dump and restore, a promoted replica) copies
--     the sequence too: before both make ids, "drop sequence objectid_sequence" in the copy and
--     run this script there again, which draws a new random start.
-- Ids of concurrent sessions interleave: they are in creation order to the second, as ids of
-- several Java processes are.

do $$
begin
  if to_regclass('objectid_sequence') is null then
    -- 63 random bits from two random UUIDs (their first 12 hex digits hold no version bits),
    -- taken modulo 2^63 - 2^48 so that at least 2^48 ids follow.
    execute format('create sequence objectid_sequence as bigint minvalue 0 no cycle start with %s',
      (cast(cast('x' || substr(replace(cast(gen_random_uuid() as text), '-', ''), 1, 12)
                     || substr(replace(cast(gen_random_uuid() as text), '-', ''), 1, 4) as bit(64)) as bigint)
        & 9223372036854775807) % 9223090561878065152);
  end if;
end
$$;

create or replace function objectid_at(t timestamptz) returns bytea
language plpgsql volatile parallel unsafe set search_path from current as $$
declare
  seconds bigint;
begin
  if t is null or not isfinite(t) or t < timestamptz '1970-01-01 00:00:00+00'
      or t >= timestamptz '2106-02-07 06:28:16+00' then
    raise exception '[ObjectIdKey] objectid_at(%): expected a time from 1970-01-01 00:00:00 UTC to 2106-02-07 06:28:15 UTC, the range of the 4-byte timestamp; pass a time in that range',
      coalesce(cast(t at time zone 'UTC' as text) || ' UTC', 'null')
      using errcode = '22008';
  end if;
  seconds := floor(extract(epoch from t));
  return decode(lpad(to_hex(seconds), 8, '0')
    || lpad(to_hex(nextval('objectid_sequence')), 16, '0'), 'hex');
end
$$;

create or replace function objectid_generate() returns bytea
language sql volatile parallel unsafe set search_path from current as $$
  select objectid_at(clock_timestamp())
$$;

create or replace function objectid_from_hex(hex text) returns bytea
language plpgsql immutable strict parallel safe as $$
begin
  if hex !~ '^[0-9a-fA-F]{24}$' then
    raise exception '[ObjectIdKey] objectid_from_hex(%): expected 24 hexadecimal characters (0-9, a-f, A-F), got %; pass the hex form of an ObjectId, such as 6553f1003f2a91c8d4003039',
      objectid_quote(hex),
      case when length(hex) <> 24 then length(hex) || ' characters'
           else 'the character ' || objectid_quote(substring(hex from '[^0-9a-fA-F]')) || ' at index ' || (position(substring(hex from '[^0-9a-fA-F]') in hex) - 1) end
      using errcode = '22023';
  end if;
  return decode(hex, 'hex');
end
$$;

-- Partitioning a table by month on its id (docs/partitioning.md).
--
-- An id starts with its creation second, so the ids made in a month are exactly the range
-- [minFor(first instant of the month), minFor(first instant of the next month)): a table can be
-- partitioned by range on its primary key alone, with no created_at column, and a query on
-- "id between minFor(t1) and maxFor(t2)" reads only the partitions of t1 to t2. Months are UTC
-- months. The last representable second is 2106-02-07 06:28:15 UTC, so the month 2106-02 has no
-- next month to bound it: its upper bound is null here, and its partition goes up to MAXVALUE,
-- which also keeps the largest id (all bytes ff) inside it.

create or replace function objectid_month_bounds(month date, out lower bytea, out upper bytea)
language plpgsql immutable strict parallel safe as $$
declare
  -- timestamp without time zone, so that neither the session's TimeZone nor DST moves a bound.
  first date := cast(date_trunc('month', cast(month as timestamp)) as date);
  next date := cast(date_trunc('month', cast(month as timestamp)) + interval '1 month' as date);
begin
  if first < date '1970-01-01' or first > date '2106-02-01' then
    raise exception '[ObjectIdKey] objectid_month_bounds(%): expected a month from 1970-01 to 2106-02, the range of the 4-byte timestamp; pass a date in that range',
      month
      using errcode = '22008';
  end if;
  lower := decode(lpad(to_hex(cast(extract(epoch from first) as bigint)), 8, '0') || '0000000000000000', 'hex');
  if next < date '2106-03-01' then
    upper := decode(lpad(to_hex(cast(extract(epoch from next) as bigint)), 8, '0') || '0000000000000000', 'hex');
  end if;
end
$$;

-- Creates the partition of "parent" for the month of "month", named <parent>_yYYYYmMM in the
-- parent's schema, and returns it; returns the existing one if it is there already, so that a job
-- may run it again (such as monthly, for the month after next:
--   select objectid_create_month_partition('orders', cast(now() + interval '2 months' as date));
-- ). "parent" must be partitioned by range on one column, its bytea id:
--   create table orders (id bytea primary key, ...) partition by range (id);
-- Retention is plain DDL: drop table orders_y2024m01 (or detach it first, concurrently).

create or replace function objectid_create_month_partition(parent regclass, month date) returns regclass
language plpgsql volatile parallel unsafe set search_path from current as $$
declare
  bounds record;
  schema_name name;
  table_name name;
  partition_name text;
  existing regclass;
  existing_bounds text;
  wanted_bounds text;
begin
  if parent is null or month is null then
    raise exception '[ObjectIdKey] objectid_create_month_partition(%, %): the % is null; pass the partitioned table and a date in the month, such as objectid_create_month_partition(''orders'', date ''2024-03-01'')',
      coalesce(cast(parent as text), 'null'), coalesce(cast(month as text), 'null'),
      case when parent is null then 'parent table' else 'month' end
      using errcode = '22004';
  end if;
  select n.nspname, c.relname into schema_name, table_name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.oid = parent;
  -- One range key, a plain column of type bytea: a partition of ids of another type (hex text,
  -- say) would hold no id of its month.
  if not exists (select 1 from pg_partitioned_table p
                   join pg_attribute a on a.attrelid = p.partrelid and a.attnum = p.partattrs[0]
                 where p.partrelid = parent and p.partstrat = 'r' and p.partnatts = 1
                   and a.atttypid = 'bytea'::regtype) then
    raise exception '[ObjectIdKey] objectid_create_month_partition(%, %): % is not partitioned by range on one bytea column; create it with "partition by range (id)" on its bytea id',
      parent, month, parent
      using errcode = '42P17';
  end if;
  select * into bounds from objectid_month_bounds(month);
  partition_name := table_name || to_char(month, '"_y"YYYY"m"MM');
  -- PostgreSQL keeps 63 bytes of a name (NAMEDATALEN - 1), not 63 characters: a longer name
  -- would be cut to one that every month shares.
  if octet_length(partition_name) > 63 then
    raise exception '[ObjectIdKey] objectid_create_month_partition(%, %): the partition name % is % bytes long, but PostgreSQL keeps only 63; use a shorter table name',
      parent, month, objectid_quote(partition_name), octet_length(partition_name)
      using errcode = '42622';
  end if;
  -- As pg_get_expr writes them: hex bytea (no quote or backslash to escape) in plain quotes.
  wanted_bounds := format('FOR VALUES FROM (''%s'') TO (%s)', cast(bounds.lower as text),
    case when bounds.upper is null then 'MAXVALUE' else format('''%s''', cast(bounds.upper as text)) end);
  existing := to_regclass(format('%I.%I', schema_name, partition_name));
  if existing is not null then
    if exists (select 1 from pg_inherits where inhrelid = existing and inhparent = parent) then
      select pg_get_expr(c.relpartbound, c.oid) into existing_bounds from pg_class c where c.oid = existing;
      if existing_bounds is distinct from wanted_bounds then
        raise exception '[ObjectIdKey] objectid_create_month_partition(%, %): % exists with bounds %, not the month''s %; rename or detach it',
          parent, month, existing, existing_bounds, wanted_bounds
          using errcode = '42P07';
      end if;
      return existing;
    end if;
    raise exception '[ObjectIdKey] objectid_create_month_partition(%, %): % exists but is not a partition of %; rename or drop it',
      parent, month, existing, parent
      using errcode = '42P07';
  end if;
  execute format('create table %I.%I partition of %s for values from (%L) to (%s)',
    schema_name, partition_name, parent, bounds.lower,
    coalesce(quote_literal(bounds.upper), 'maxvalue'));
  return to_regclass(format('%I.%I', schema_name, partition_name));
end
$$;
