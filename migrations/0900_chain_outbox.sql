-- The chain mirror (issue 19). The event log stays the truth; these tables record what the platform
-- owes the chain and what became of it. They are NOT read models that `projections:rebuild` may
-- empty: a rebuilt outbox would send every transaction again.

-- Where the platform's contracts live on each chain (deployed once, at the first start on that chain).
create table chain_deployments (
  chain_id bigint primary key,
  deployer text not null,
  -- { registry, iqs, ost, settlement, anchors }: checksummed addresses.
  addresses jsonb not null,
  deployed_at timestamptz not null
);

-- Each trader as the mirror knows them: the approved wallet (ShareOwnerApproved, PublicKeyChanged;
-- null before approval) and why it is frozen: a locked account freezes it on every token, a trading
-- suspension on that market's token.
create table chain_wallets (
  trader_id text primary key,
  address text,
  locked boolean not null default false,
  suspended_on jsonb not null default '[]'
);

-- One row per chain transaction owed, in the order they must be sent (id). `key` makes each one
-- once: `<event id>#<n>` for those derived from an event, `anchor:<position>` for anchors.
create table chain_outbox (
  id bigserial primary key,
  key text not null unique,
  -- The log position the row came from (for anchors: the anchored position).
  position bigint not null,
  kind text not null,
  payload jsonb not null,
  -- pending: to send; sent: signed and broadcast (hash known), fate unknown; mined; skipped: the
  -- chain already was so, nothing sent (reason kept); failed: refused before sending (no wallet) or
  -- reverted on chain (reason kept), the admin may send it again.
  state text not null default 'pending' check (state in ('pending', 'sent', 'mined', 'skipped', 'failed')),
  attempts integer not null default 0,
  last_error text,
  tx_hash text,
  raw_tx text,
  block_number bigint,
  gas_used bigint,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index chain_outbox_open on chain_outbox (id) where state in ('pending', 'sent');
create index chain_outbox_settlements on chain_outbox ((payload ->> 'tradeId')) where kind = 'settle';
