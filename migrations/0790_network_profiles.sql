-- The profile of a network member (issue 15): one row per user who started it.
-- Its list sections (education, experience, publications, languages, skills)
-- have tables of their own that reference this one; everything goes with the
-- account (on delete cascade), files by the file store's `users/<id>/` prefix.
create table network_profiles (
  user_id bigint primary key references users (id) on delete cascade,
  -- Headline: a title ("Senior data engineer") and a short summary.
  title text,
  summary text,
  -- The uploaded photo as cropped by the server: a square avatar and a thumbnail (file store keys).
  avatar_key text,
  thumbnail_key text,
  updated_at timestamptz not null default now()
);
