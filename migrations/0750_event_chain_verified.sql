-- How far the event log's hash chain has been verified (issue 12). At start
-- the api verifies only the tail after this position, from this hash, so the
-- check stays cheap on a long log; a broken tail halts the market writers.
-- `npm run audit:verify` still walks the whole chain from the first event.

-- The single row: the last verified position and its hash (0 and the genesis
-- hash before the first check). It only moves forward.
create table event_chain_verified (
  id smallint primary key check (id = 1),
  position bigint not null check (position >= 0),
  hash text not null,
  verified_at timestamptz not null default now()
);

insert into event_chain_verified (id, position, hash)
  values (1, 0, '0000000000000000000000000000000000000000000000000000000000000000');
