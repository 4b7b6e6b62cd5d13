-- Accounts of every role. Later migrations add profiles, sessions and the
-- token side; this table is the one every other one refers to.
create table users (
  id bigint generated always as identity primary key,
  email text not null,
  password_hash text,
  first_name text not null default '',
  last_name text not null default '',
  -- The spec's session names: Client, ExecPartner, Consultant, IQStem, plus
  -- Admin and Auditor (read-only event history), which nobody can register as.
  user_type text not null check (user_type in ('Client', 'ExecPartner', 'Consultant', 'IQStem', 'Admin', 'Auditor')),
  language text not null default 'en' check (language in ('en', 'fr')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index users_email_key on users (lower(email));
