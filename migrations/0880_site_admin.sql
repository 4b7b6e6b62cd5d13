-- The web-site admin (issue 18): publications, the side-column ads and client references, edited
-- by admins holding the `web_site` group (every change is in admin_actions). The site speaks
-- English and French: the existing text columns stay the English ones and each gains a French
-- twin; the public side reads French where it exists, English otherwise.

-- Publications: French text, a cover image, and a published flag, so that an admin prepares one
-- before the public list, page and search show it. Those that exist today are on the site
-- already: they stay published.
alter table publications
  add column title_fr text,
  add column content_fr text,
  add column cover_key text references public_files (key) on delete set null,
  add column published boolean not null default false,
  add column updated_at timestamptz not null default now();

update publications set published = true;

create index publications_published_idx on publications (published, published_at desc nulls last, id desc);

-- Ads: French text, the days they run (both ends included, UTC days; none means open-ended), and
-- no image until the admin uploads one (an ad without an image is not shown).
alter table ads
  add column title_fr text,
  add column description_fr text,
  add column active_from date,
  add column active_until date,
  add column updated_at timestamptz not null default now(),
  add constraint ads_active_dates_check check (active_until is null or active_from is null or active_until >= active_from),
  alter column image_link drop not null;

-- Client references for the public clients page: who the client is, its logo, and what it says.
-- `sector` is one of the public taxonomy's codes, checked by the api's schema as elsewhere.
create table site_references (
  id bigint generated always as identity primary key,
  client_name text not null,
  logo_key text references public_files (key) on delete set null,
  sector text,
  quote_en text,
  quote_fr text,
  summary_en text,
  summary_fr text,
  position integer not null default 0,
  visible boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index site_references_order_idx on site_references (visible, position, id);
