-- Year-end dividends (issue 19): read models of the `dividend-<id>` streams, rebuilt from the log.

create table iqs_dividends (
  dividend_id text primary key,
  title text not null,
  -- Euros per share (IQS token or OST).
  amount_per_share numeric not null,
  -- YYYY-MM-DD as declared: a day in Paris, kept as text so no time zone shifts it.
  record_date text not null,
  payment_date text not null,
  -- DECLARED, FIXED, PAID, CANCELLED.
  state text not null,
  declared_at timestamptz not null,
  declared_by text not null,
  -- Set when the entitlements are fixed: the log position read, the totals.
  record_position bigint,
  fixed_at timestamptz,
  total_shares numeric not null default 0,
  declared_eur numeric,
  total_eur numeric,
  holders integer not null default 0,
  -- Holders owed at least a cent, and those of them paid.
  payable_holders integer not null default 0,
  paid_holders integer not null default 0,
  paid_eur numeric not null default 0,
  cancelled_at timestamptz
);
create index iqs_dividends_recent on iqs_dividends (declared_at desc);

-- One row per holder of a fixed dividend (`id` is `<dividendId>:<traderId>`).
create table iqs_dividend_entitlements (
  id text primary key,
  dividend_id text not null,
  trader_id text not null,
  iqs_shares bigint not null,
  ost_shares bigint not null,
  amount_eur numeric not null,
  paid_at timestamptz,
  payment_reference text
);
create index iqs_dividend_entitlements_dividend on iqs_dividend_entitlements (dividend_id);
create index iqs_dividend_entitlements_trader on iqs_dividend_entitlements (trader_id);
