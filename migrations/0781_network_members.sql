-- A network member's onboarding (issue 15): the company of a client, the expertise of a consultant
-- or executive partner, the CV, and the review status. One row per user who saved a step; the phone
-- lives on users (0780). The account's erasure deletes the row (an eraser; the users row is only
-- anonymised, so the cascade is a safety net) and the CV by the file store's `users/<id>/` prefix.
create table network_members (
  user_id bigint primary key references users (id) on delete cascade,
  -- Company (clients). Size: a head-count range; sector: a code of the public taxonomy.
  company_name text,
  registration_number text,
  company_address text,
  company_country text,
  company_size text check (company_size in ('1-10', '11-50', '51-200', '201-1000', '1000+')),
  sector text,
  -- Expertise (consultants, executive partners): taxonomy codes, a seniority of spec §3, a day
  -- rate in euros (exact: numeric), and availability as a start date and days a week.
  sectors text[],
  practices text[],
  functions text[],
  seniority text check (seniority in ('Junior', 'Middle', 'Senior', 'Lead')),
  day_rate numeric(12, 2) check (day_rate > 0),
  available_from date,
  days_per_week smallint check (days_per_week between 1 and 5),
  -- The CV: a file store key, and what the member sees of it.
  cv_key text,
  cv_file_name text,
  cv_mime_type text,
  cv_size integer,
  cv_uploaded_at timestamptz,
  -- Review: ONBOARDING until submitted, then PENDING until an admin approves or rejects it.
  status text not null default 'ONBOARDING'
    check (status in ('ONBOARDING', 'PENDING', 'APPROVED', 'REJECTED')),
  review_reason text,
  submitted_at timestamptz,
  updated_at timestamptz not null default now()
);

-- The admin areas' pending lists (a later issue) read members by status.
create index network_members_status on network_members (status);
