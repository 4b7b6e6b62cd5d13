-- The network owns the projects (issue 16): clients and executive partners write them, publish
-- them on the public board and close them. The seeded board rows (issue 5) stay as they are:
-- published, without an owner. Every change of state is a row of network_transitions, which says
-- who moved which entity from which state to which, and when (docs/architecture.md, "The
-- network's workflows").

-- The account that owns the project; null for the seeded demo rows and once an erased owner's
-- projects are detached. Accounts are anonymised, never deleted, so no cascade is needed.
alter table projects add column owner_user_id bigint references users (id);

-- draft -> published -> closed (-> published again); the seeded rows are on the board.
alter table projects add column status text not null default 'published'
  check (status in ('draft', 'published', 'closed'));

-- A draft has not been on the board yet.
alter table projects alter column published_at drop not null;

-- Fees in euros (decimal strings in the api, cents at most); the bonus and malus percentages of
-- the success fee exist since 0200, and the KPIs they are tied to: a jsonb array of
-- { name, target } (1 to 10, checked by the api's schema).
alter table projects add column base_fee numeric(14, 2) check (base_fee >= 0);
alter table projects add column success_fee numeric(14, 2) check (success_fee >= 0);
alter table projects add column kpis jsonb not null default '[]';
alter table projects add column updated_at timestamptz not null default now();

-- Full-text search of the board: the title weighs most (A), then the codes, city and contact (B),
-- then the description (C). 'simple' keeps words as written (lower-cased, no stemming): the board
-- mixes French and English, and one dictionary would mangle the other language. A generated
-- column is kept up to date by the database itself, on PGlite and PostgreSQL alike.
alter table projects add column search tsvector generated always as (
  setweight(to_tsvector('simple', coalesce(title, '')), 'A')
  || setweight(
    to_tsvector(
      'simple',
      coalesce(sector, '') || ' ' || coalesce(domain, '') || ' ' || coalesce(city, '') || ' '
        || coalesce(contact, '')
    ),
    'B'
  )
  || setweight(to_tsvector('simple', coalesce(description, '')), 'C')
) stored;

create index projects_search_idx on projects using gin (search);
create index projects_owner_idx on projects (owner_user_id, status) where owner_user_id is not null;

-- Every transition of the network's state machines (projects now; applications, contracts and
-- reviews next): which process and entity, which transition from which state to which, who did it
-- (null: the system, e.g. an expiry) with their message, and when (the api's clock). An entity's
-- last row says when it entered its current state, which the time-based transitions count from.
-- entity_id is text so that entities keyed by uuid fit as well as those keyed by bigint.
create table network_transitions (
  id bigint generated always as identity primary key,
  process text not null,
  entity_id text not null,
  transition text not null,
  from_state text not null,
  to_state text not null,
  actor_user_id bigint references users (id),
  message text,
  at timestamptz not null
);

create index network_transitions_entity on network_transitions (process, entity_id, at desc, id desc);
