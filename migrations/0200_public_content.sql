-- Public content of the network site (issue 5): the files it serves, the job
-- board, publications, executive partner cards and ads, and what visitors
-- send (newsletter subscriptions, contact messages). Codes (sector, practice,
-- function, availability) are checked by the api's zod schemas, not here, so
-- adding one is a code change rather than a migration.

-- Small public files (ad images, publication downloads, CVs) served under
-- /api/storage/{key}. Kept in the database so that every api process (and
-- every test database) sees the same files without a shared disk.
create table public_files (
  key text primary key check (key ~ '^[a-z0-9][a-z0-9/_.-]*$' and length(key) <= 200),
  file_name text not null,
  content_type text not null,
  data bytea not null,
  created_at timestamptz not null default now()
);

create table projects (
  id bigint generated always as identity primary key,
  title text,
  sector text,
  domain text,
  city text,
  remote boolean not null default false,
  duration_days integer check (duration_days > 0),
  experience text check (experience in ('Junior', 'Middle', 'Senior', 'Lead')),
  description text,
  bonus_percent integer check (bonus_percent between 0 and 100),
  malus_percent integer check (malus_percent between 0 and 100),
  contact text,
  published_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);

create index projects_published_at_idx on projects (published_at desc, id desc);

create table publications (
  id bigint generated always as identity primary key,
  title text,
  content text,
  published_at timestamptz,
  file_key text references public_files (key) on delete set null,
  created_at timestamptz not null default now()
);

create index publications_published_at_idx on publications (published_at desc nulls last, id desc);

create table executive_partner_cards (
  id bigint generated always as identity primary key,
  -- The account behind the card once profiles exist (issue 6 and later).
  user_id bigint references users (id) on delete set null,
  full_name text not null,
  headline text not null default '',
  sector text not null,
  practice text not null,
  business_function text not null,
  expertise text not null default '',
  degree text not null default '',
  rating numeric(2, 1) check (rating between 0 and 5),
  availability text not null default 'immediate'
    check (availability in ('immediate', 'one-month', 'three-months', 'unavailable')),
  cv_file_key text references public_files (key) on delete set null,
  photo_file_key text references public_files (key) on delete set null,
  created_at timestamptz not null default now()
);

create table ads (
  id bigint generated always as identity primary key,
  title text not null,
  description text not null,
  image_link text not null,
  add_link text not null,
  position integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now()
);

-- Addresses are stored trimmed and lower-cased, so the unique key is the address.
create table newsletter_subscriptions (
  id bigint generated always as identity primary key,
  email text not null unique,
  language text not null default 'en' check (language in ('en', 'fr')),
  created_at timestamptz not null default now()
);

create table contact_messages (
  id bigint generated always as identity primary key,
  name text not null,
  email text not null,
  company text,
  subject text not null,
  message text not null,
  language text not null default 'en' check (language in ('en', 'fr')),
  created_at timestamptz not null default now()
);
