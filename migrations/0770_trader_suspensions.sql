-- Whose trading privileges an admin suspended (issue 14), per market, from the
-- market streams' TraderSuspended / TraderReinstated events: the market config
-- page lists the suspended traders and lets the admin restore them, instead of
-- asking for a user id typed by hand. A projection of the log:
-- `projections:rebuild` empties and replays it. A reinstated trader keeps a
-- row with suspended = false (one upsert per change, no delete).
create table iqs_trader_suspensions (
  -- '<instrument>:<traderId>'.
  id text primary key,
  instrument text not null,
  trader_id text not null,
  suspended boolean not null,
  -- The time of the event that set `suspended` (the engine's clock, so a replay writes the same).
  changed_at timestamptz not null
);
create index iqs_trader_suspensions_suspended on iqs_trader_suspensions (trader_id) where suspended;
