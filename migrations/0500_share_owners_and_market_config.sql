-- Issue 7, core of the token side: share owners (white list and KYC), the
-- KYC files, and the markets' configuration as read models.
--
-- share_owners and iqs_market_state are projections of the event log
-- (streams `share-owner-<userId>`, `iqs-market-settings` and the market
-- streams): `projections:rebuild` empties and replays them. kyc_files and
-- share_owner_keys are not: file bodies and sealed private keys never enter
-- the log, which keeps it free of documents and secrets.

create table share_owners (
  user_id bigint primary key,
  -- REGISTERING, PENDING, APPROVED, REJECTED, LOCKED.
  status text not null check (status in ('REGISTERING', 'PENDING', 'APPROVED', 'REJECTED', 'LOCKED')),
  is_company boolean not null,
  business_name text,
  address text,
  country text,
  mobile_number text,
  pep_confirmed boolean not null,
  -- The address the exchange knows the owner by (0x...), and the public key when known.
  public_address text,
  public_key text,
  -- GENERATED (on approval), OWN (given at KYC) or ADMIN (set by hand).
  key_origin text,
  -- The current file id of each kind: { statutes, kbis, id, bank }.
  files jsonb not null,
  registered_at timestamptz not null,
  submitted_at timestamptz,
  updated_at timestamptz not null,
  last_position bigint not null
);
create index share_owners_status on share_owners (status, registered_at);

-- KYC documents as uploaded; the owner and admins may read them.
create table kyc_files (
  file_id text primary key,
  user_id bigint not null,
  -- statutes, kbis, id, bank.
  kind text not null,
  file_name text not null,
  mime_type text not null,
  size integer not null,
  sha256 text not null,
  content bytea not null,
  uploaded_at timestamptz not null
);
create index kyc_files_user on kyc_files (user_id);

-- A key pair generated on approval: the private key sealed with AES-256-GCM,
-- never in clear.
create table share_owner_keys (
  user_id bigint primary key,
  address text not null,
  public_key text not null,
  private_key_sealed text not null,
  created_at timestamptz not null
);

-- Each market's configuration as its events left it.
create table iqs_market_state (
  instrument text primary key,
  status text not null,
  -- Price units (cents).
  reference_price bigint not null,
  last_price bigint,
  fee_minimum_eur numeric not null,
  fee_percent numeric not null,
  updated_at timestamptz not null
);

-- The blackout period (one for the company, both markets), from `iqs-market-settings`.
create table iqs_market_settings (
  id text primary key,
  blackout_start timestamptz,
  blackout_end timestamptz,
  updated_at timestamptz not null
)
