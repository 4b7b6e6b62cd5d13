-- Consultants apply to published projects (issue 16, part 2). An application is a process of the
-- network's workflow (network/applications/application-process.ts): its state moves only through
-- applyTransition, which records every move in network_transitions.

-- uuid ids: the api makes the id before the insert, since the CV copy's file key names it.
create table network_applications (
  id uuid primary key,
  project_id bigint not null references projects (id),
  consultant_user_id bigint not null references users (id),
  -- Plain text, 1 to 5000 characters (the api's schema); blanked when the account is erased.
  cover_message text not null,
  -- EUR a day, exact.
  day_rate numeric(12, 2) not null check (day_rate > 0),
  available_from date not null,
  -- The CV as sent: a copy in the file store (users/<consultant>/applications/<id>/cv), so a
  -- later change of the onboarding CV does not change what the owner reads. Null once erased.
  cv_key text,
  cv_file_name text,
  cv_mime_type text,
  cv_size integer,
  state text not null
    check (state in ('submitted', 'shortlisted', 'accepted', 'rejected', 'withdrawn', 'expired')),
  created_at timestamptz not null,
  updated_at timestamptz not null
);

-- One live application per consultant and project: a withdrawn, rejected or expired one may be
-- followed by a new one. Two submissions at once: the second insert fails here (409).
create unique index network_applications_live on network_applications (project_id, consultant_user_id)
  where state in ('submitted', 'shortlisted', 'accepted');
create index network_applications_consultant on network_applications (consultant_user_id, created_at desc);
create index network_applications_project on network_applications (project_id, created_at desc);

-- What happened to a member, in the app (the header's list) and by e-mail: a kind
-- (application.submitted...), the values its text needs (project title, names, a message), and the
-- web page it leads to. mailed_at: the e-mail went out (or there was none to send); rows without it
-- are the mail dispatcher's queue, so a transition never waits for, nor fails with, the mail server.
create table network_notifications (
  id bigint generated always as identity primary key,
  recipient_user_id bigint not null references users (id),
  kind text not null,
  params jsonb not null default '{}',
  link text not null,
  read_at timestamptz,
  mailed_at timestamptz,
  created_at timestamptz not null
);

create index network_notifications_recipient on network_notifications (recipient_user_id, created_at desc, id desc);
create index network_notifications_unmailed on network_notifications (id) where mailed_at is null;
