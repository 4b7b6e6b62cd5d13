-- The event store (services/eventstore, DESIGN.md §2 "The event store, concretely").
-- Events are the source of truth of the exchange; projections read them in
-- global order. Positions come from the single log-head row inside the append
-- transaction, never from a sequence, so they are gap-free and in commit order.

-- One row per event, never updated or deleted (the trigger below refuses it;
-- the hash chain catches whoever disables the trigger).
create table events (
  -- 1, 2, 3, ... with no gap, in commit order.
  position bigint primary key,
  stream_id text not null,
  -- 1 for the first event of a stream.
  stream_version bigint not null,
  -- Supplied by the caller: appending the same id twice is an idempotent retry.
  event_id uuid not null unique,
  type text not null,
  schema_version integer not null check (schema_version >= 1),
  data jsonb not null,
  -- Command id, causation, correlation, user, time.
  metadata jsonb not null,
  -- Set by the store's clock, millisecond precision; the hash covers its ISO form.
  recorded_at timestamptz not null,
  -- sha256 hex of (previous event's hash, canonical content of this event).
  hash text not null,
  unique (stream_id, stream_version)
);

create function events_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'events are append-only (% refused)', tg_op;
end
$$;

create trigger events_append_only before update or delete on events
  for each row execute function events_refuse_change();

create trigger events_no_truncate before truncate on events
  for each statement execute function events_refuse_change();

-- Current version of every stream: the expected-version check reads it.
create table event_streams (
  stream_id text primary key,
  version bigint not null check (version >= 0)
);

-- The single row every append locks: last position and last hash of the log.
create table event_log_head (
  id smallint primary key check (id = 1),
  last_position bigint not null,
  last_hash text not null,
  -- Counts committed appends (zero-event ones too), so an appender that waited
  -- for the lock can tell whether its statement snapshot went stale meanwhile.
  appends bigint not null
);

insert into event_log_head (id, last_position, appends, last_hash)
  values (1, 0, 0, '0000000000000000000000000000000000000000000000000000000000000000');

-- Where each named reader (projection, publisher) has got to.
create table event_checkpoints (
  name text primary key,
  position text not null,
  updated_at timestamptz not null default now()
);

-- The latest snapshot of a stream's state, with the version it reflects.
create table event_snapshots (
  stream_id text primary key,
  version bigint not null,
  type text not null,
  schema_version integer not null,
  data jsonb not null,
  saved_at timestamptz not null default now()
);

-- The outcome of each command appended with an idempotency key (or command id),
-- returned again when the command is retried.
create table event_command_results (
  key text primary key,
  outcome jsonb not null,
  recorded_at timestamptz not null default now()
);
