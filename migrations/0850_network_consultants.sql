-- Finding consultants (issue 16, part C): a project owner's shortlist of consultants
-- (/my-projects/my-consultants) and the invitations they send to apply to one of their projects.
-- The search itself reads the profiles and the onboarding's expertise (network_profiles,
-- network_profile_entries, network_members): no table of its own.

-- One row per owner and consultant: shortlisting again only rewrites the note.
create table network_shortlists (
  owner_user_id bigint not null references users (id),
  consultant_user_id bigint not null references users (id),
  -- The owner's own words about the consultant, for themselves (0 to 1000 characters, the api's
  -- schema); blanked when the owner's account is erased.
  note text not null default '',
  created_at timestamptz not null,
  updated_at timestamptz not null,
  primary key (owner_user_id, consultant_user_id)
);

create index network_shortlists_owner on network_shortlists (owner_user_id, created_at desc);

-- An owner invites a consultant to apply to one of their published projects: once per project and
-- consultant (the primary key; a second one is 409 ALREADY_INVITED). The consultant is told by a
-- notification (invitation.received). Who invited is the project's owner at the time.
create table network_invitations (
  project_id bigint not null references projects (id),
  consultant_user_id bigint not null references users (id),
  owner_user_id bigint not null references users (id),
  -- An optional word to the consultant (0 to 1000 characters); blanked when the owner is erased.
  message text not null default '',
  created_at timestamptz not null,
  primary key (project_id, consultant_user_id)
);

create index network_invitations_owner on network_invitations (owner_user_id, created_at desc);
create index network_invitations_consultant on network_invitations (consultant_user_id, created_at desc);
