-- Read models of the markets, built from the event log by the projections in
-- services/api/src/projections. Each can be dropped and rebuilt by replay
-- (`npm run projections:rebuild`); their checkpoints live in event_checkpoints.
-- Prices are integer price units (cents), quantities whole tokens, fees EUR.
-- Tables whose natural key has several parts also carry it as one text `id`,
-- so a batch can load and upsert its touched rows with one key column.

create table iqs_orders (
  order_id text primary key,
  instrument text not null,
  trader_id text not null,
  side text not null,
  order_type text not null,
  time_in_force text not null,
  post_only boolean not null,
  -- Limit price; null for a market order.
  price bigint,
  quantity bigint not null,
  filled bigint not null,
  -- Still open: resting on the book when status is OPEN or PARTIALLY_FILLED.
  remaining bigint not null,
  status text not null check (status in ('NEW', 'OPEN', 'PARTIALLY_FILLED', 'FILLED', 'CANCELLED', 'EXPIRED')),
  -- Why an order ended without filling: TRADER, IOC, MARKET, SELF_TRADE_PREVENTION.
  end_reason text,
  -- Quote value traded, in price units times tokens, for the average price.
  traded_value bigint not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  last_position bigint not null
);
create index iqs_orders_trader on iqs_orders (trader_id, created_at desc);
create index iqs_orders_open on iqs_orders (instrument, status) where status in ('OPEN', 'PARTIALLY_FILLED');

-- Commands the engine refused: kept for the trader's history and for support.
create table iqs_order_rejections (
  position bigint primary key,
  instrument text not null,
  command text not null,
  order_id text not null,
  trader_id text not null,
  reason text not null,
  message text not null,
  rejected_at timestamptz not null
);
create index iqs_order_rejections_trader on iqs_order_rejections (trader_id, rejected_at desc);

create table iqs_trades (
  trade_id text primary key,
  instrument text not null,
  price bigint not null,
  quantity bigint not null,
  buyer_id text not null,
  seller_id text not null,
  buy_order_id text not null,
  sell_order_id text not null,
  taker_side text not null,
  buyer_fee numeric not null,
  seller_fee numeric not null,
  executed_at timestamptz not null,
  settlement_status text not null check (settlement_status in ('PENDING', 'SETTLED', 'REJECTED')),
  settled_at timestamptz,
  position bigint not null
);
create index iqs_trades_recent on iqs_trades (instrument, position desc);
create index iqs_trades_buyer on iqs_trades (buyer_id, position desc);
create index iqs_trades_seller on iqs_trades (seller_id, position desc);

create table iqs_candles (
  id text primary key,
  instrument text not null,
  -- '1m', '1h' or '1d'.
  interval text not null,
  bucket_start timestamptz not null,
  open bigint not null,
  high bigint not null,
  low bigint not null,
  close bigint not null,
  volume bigint not null,
  trades integer not null
);
create index iqs_candles_series on iqs_candles (instrument, interval, bucket_start);

create table iqs_book_levels (
  id text primary key,
  instrument text not null,
  side text not null,
  price bigint not null,
  quantity bigint not null,
  orders integer not null
);
create index iqs_book_levels_side on iqs_book_levels (instrument, side, price);

create table iqs_balances (
  id text primary key,
  instrument text not null,
  trader_id text not null,
  available bigint not null,
  reserved bigint not null,
  escrow bigint not null
);
create index iqs_balances_trader on iqs_balances (trader_id);

-- One row per movement of a trader's tokens, with the balance after it
-- (spec §3 "Transaction history row").
create table iqs_account_history (
  position bigint not null,
  seq smallint not null,
  instrument text not null,
  trader_id text not null,
  occurred_at timestamptz not null,
  -- BUY, SELL, CREDIT, SETTLED, SETTLEMENT_REJECTED, LOCK, UNLOCK
  kind text not null,
  reference text not null,
  direction text not null check (direction in ('CREDIT', 'DEBIT', 'NONE')),
  quantity bigint not null,
  unit_price bigint,
  -- Euros: unit price times quantity.
  value numeric,
  -- The trader's tokens of the instrument after the movement, every bucket included.
  balance_after bigint not null,
  status text not null,
  primary key (position, seq)
);
create index iqs_account_history_trader on iqs_account_history (trader_id, position desc);
create index iqs_account_history_reference on iqs_account_history (reference);
