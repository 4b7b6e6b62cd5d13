-- Per-account sign-in throttling (issue 12). The per-address rate limit
-- alone lets guesses spread over many addresses reach one account; this row
-- counts the account's password checks since its last successful sign-in,
-- whatever the address, so the count holds across processes and restarts
-- (services/api/src/identity/accounts/sign-in-throttle.ts). Only existing accounts
-- have a row: an unknown e-mail never creates one.
create table sign_in_throttles (
  user_id bigint primary key references users (id) on delete cascade,
  -- Password checks in a row that did not succeed (one in flight counts already).
  failures integer not null,
  -- Set once `failures` reaches the limit: until then every sign-in is refused unchecked.
  throttled_until timestamptz,
  updated_at timestamptz not null
);
