-- Admin groups as permissions (issue 18): an admin account holds some of the groups of
-- @iqs/protocol's ADMIN_PERMISSIONS (projects, exec_partners, consultants, iqstem, clients,
-- web_site, tokens, admins); each admin route needs one. Who granted it and when is kept, and
-- every change is in admin_actions.
create table admin_permissions (
  user_id bigint not null references users (id) on delete cascade,
  permission text not null check (
    permission in ('projects', 'exec_partners', 'consultants', 'iqstem', 'clients', 'web_site', 'tokens', 'admins')
  ),
  granted_by bigint references users (id) on delete set null,
  granted_at timestamptz not null default now(),
  primary key (user_id, permission)
);

-- Every admin that exists when the groups arrive keeps what it could do: all of them.
insert into admin_permissions (user_id, permission)
select u.id, p.permission
from users u
cross join (
  values ('projects'), ('exec_partners'), ('consultants'), ('iqstem'), ('clients'), ('web_site'), ('tokens'), ('admins')
) as p (permission)
where u.user_type = 'Admin';

-- What each admin did, on which record (who, when, what changed): shown on the record's page.
-- record_type: 'member', 'project', 'publication', 'ad', 'reference', 'admin'...; changes: the
-- fields before and after, or what the action carried (a reason).
create table admin_actions (
  id bigint generated always as identity primary key,
  admin_user_id bigint references users (id) on delete set null,
  permission text not null,
  record_type text not null,
  record_id text not null,
  action text not null,
  changes jsonb not null default '{}'::jsonb,
  at timestamptz not null default now()
);

create index admin_actions_record_idx on admin_actions (record_type, record_id, at desc, id desc);

-- An admin account made outside the admins page (the demo's seed, an operator's SQL) starts with
-- every group, as admins had before the groups existed; the admins page then narrows it.
create function grant_new_admin_every_permission() returns trigger language plpgsql as $$
begin
  insert into admin_permissions (user_id, permission)
  select new.id, p.permission
  from (
    values ('projects'), ('exec_partners'), ('consultants'), ('iqstem'), ('clients'), ('web_site'), ('tokens'), ('admins')
  ) as p (permission)
  on conflict do nothing;
  return new;
end;
$$;

create trigger users_new_admin_permissions
after insert on users
for each row when (new.user_type = 'Admin')
execute function grant_new_admin_every_permission();
