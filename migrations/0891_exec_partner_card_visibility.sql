-- Exec partner cards (issue 18): an admin holding `exec_partners` can hide a partner's public card
-- (/our-leaders/* and the header's search read the network profiles, migration 0801). A row is a
-- hidden card; showing it again deletes the row. Who hid it and why is here for the page; every
-- hide and show is also in admin_actions (record_type 'exec_partner_card'), the card's history.
create table hidden_exec_partner_cards (
  user_id bigint primary key references users (id) on delete cascade,
  -- The admin's words, for the other admins (0 to 500 characters, the api's schema); may be empty.
  reason text not null default '',
  hidden_by bigint references users (id) on delete set null,
  hidden_at timestamptz not null
);
