-- A user's phone and postal address (issue 15): asked at registration, edited in
-- the onboarding's mobile-number step and the profile's address section. Kept on
-- the account (identity), so that registration writes them without reaching into
-- the network's tables. The phone is E.164 (+33612345678); the country is ISO
-- 3166-1 alpha-2. Account erasure blanks them with the rest of the row.
alter table users
  add column phone text,
  add column address_line text,
  add column postal_code text,
  add column city text,
  add column country text;
