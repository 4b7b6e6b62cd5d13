-- The list sections of a network profile (issue 15): education, experience, publications,
-- languages and skills. One table for the five: an entry is its owner's words, written and read
-- whole, validated on every write by the section's schema in protocol (network-profile.ts), and
-- ordered by its owner. Other contexts may still search inside it (content->>'name' for a skill).
create table network_profile_entries (
  id uuid primary key,
  user_id bigint not null references network_profiles (user_id) on delete cascade,
  section text not null
    check (section in ('education', 'experience', 'publications', 'languages', 'skills')),
  -- The owner's order within the section: 0, 1, 2... rewritten whole by a reorder.
  position integer not null,
  content jsonb not null,
  -- A publication's uploaded PDF (file store key), or null.
  file_key text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index network_profile_entries_owner on network_profile_entries (user_id, section, position);

-- One row per language and one per skill name (case apart), whatever the api checks first.
create unique index network_profile_entries_one_language
  on network_profile_entries (user_id, (content ->> 'language'))
  where section = 'languages';
create unique index network_profile_entries_one_skill
  on network_profile_entries (user_id, lower(content ->> 'name'))
  where section = 'skills';
