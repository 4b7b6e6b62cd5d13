-- Accounts (issue 6): sessions with rotating refresh tokens, TOTP second
-- factor, social identities, password resets, and account deletion.

-- A deleted account keeps its row (id and role) so that trades and events
-- that name it stay consistent; everything personal is blanked.
alter table users add column deleted_at timestamptz;

-- One row per sign-in: the "family" of its refresh tokens. Revoking the row
-- ends the sign-in at once, access token included (every request checks it).
create table sessions (
  id text primary key,
  user_id bigint not null references users (id) on delete cascade,
  -- 'pending_totp': password checked, second factor awaited (no refresh token).
  stage text not null check (stage in ('pending_totp', 'full')),
  -- Remember me: persistent cookies and a long life, or browser-session cookies and a short one.
  remember boolean not null,
  method text not null check (method in ('password', 'google', 'linkedin', 'facebook')),
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  -- 'logout', 'logout_all', 'reuse' (a rotated refresh token came back), 'totp_done', 'password_reset', 'deleted'.
  revoked_reason text
);

create index sessions_user_id_idx on sessions (user_id);

-- Refresh tokens, stored as SHA-256 hashes (they are 256-bit random, so a
-- slow hash buys nothing). Each is used once: refreshing marks it used and
-- issues the next; a used one presented again revokes its whole session.
create table refresh_tokens (
  id bigint generated always as identity primary key,
  session_id text not null references sessions (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  used_at timestamptz
);

create index refresh_tokens_session_id_idx on refresh_tokens (session_id);

-- The TOTP secret, AES-256-GCM encrypted under TOTP_ENCRYPTION_KEY.
-- `last_time_step` is the newest accepted step: a code is accepted once.
create table user_totp (
  user_id bigint primary key references users (id) on delete cascade,
  secret_encrypted text not null,
  activated_at timestamptz,
  last_time_step bigint,
  -- Wrong codes in a row; at the limit the factor locks for a while (login and orders alike).
  failed_attempts integer not null default 0,
  locked_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Single-use recovery codes, stored as keyed hashes (HMAC-SHA-256).
create table totp_recovery_codes (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  unique (user_id, code_hash)
);

-- Forgot password: single-use, expiring, stored hashed.
create table password_reset_tokens (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create index password_reset_tokens_user_id_idx on password_reset_tokens (user_id);

-- Google, LinkedIn and Facebook accounts linked to a user, by the provider's stable subject id.
create table user_identities (
  provider text not null check (provider in ('google', 'linkedin', 'facebook')),
  subject text not null,
  user_id bigint not null references users (id) on delete cascade,
  email text,
  created_at timestamptz not null default now(),
  primary key (provider, subject)
);

create index user_identities_user_id_idx on user_identities (user_id);
