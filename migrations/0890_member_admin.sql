-- The member admin areas (issue 18): an admin may suspend a member's account, and reactivate it.
-- Identity owns accounts, so the flag lives on users. A suspended account cannot sign in (password,
-- second factor, refresh, social), its sessions are revoked when it is suspended, and the network
-- hides it from its public places (leader cards, consultant search, the board's projects it owns).
-- Who suspended it and why is also in admin_actions (record_type 'member'), with every other change.
alter table users
  add column suspended_at timestamptz,
  -- The admin's reason, shown to the other admins; the member reads it in the mail they are sent.
  add column suspension_reason text,
  add constraint users_suspension_has_reason check ((suspended_at is null) = (suspension_reason is null));

-- The admins' lists and reports filter by it; few rows are suspended.
create index users_suspended_idx on users (suspended_at) where suspended_at is not null;
