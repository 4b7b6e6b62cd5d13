-- IQStem (issue 17, spec §1 "ecosystem partners"): members bring client leads and sponsor
-- consultants; a contract signed on a lead's project, or by a sponsored consultant, accrues a
-- commission, paid by admins in euros and/or IQS tokens. Leads move through the network's workflow
-- (network/iqstem/leads/lead-process.ts): every move, and every admin action on a lead, is a row of
-- network_transitions (process 'lead'); admin actions on memberships are too (process 'member').
-- Money is numeric (exact) and computed by the protocol's money module.

-- The rate of each programme, in %, set by admins; a commission copies the rate when it accrues.
create table iqstem_commission_rates (
  programme text primary key check (programme in ('lead', 'referral')),
  rate_percent numeric(5, 2) not null check (rate_percent >= 0 and rate_percent <= 100),
  updated_by bigint references users (id),
  updated_at timestamptz not null
);
insert into iqstem_commission_rates (programme, rate_percent, updated_at)
values ('lead', 5.00, now()), ('referral', 3.00, now());

-- A client opportunity a member brings. company_key is the company's name folded (lower case,
-- spaces collapsed) so that "ACME  Corp" and "acme corp" are one company.
create table iqstem_leads (
  id bigint generated always as identity primary key,
  member_user_id bigint not null references users (id),
  company text not null,
  company_key text not null,
  contact_name text not null,
  contact_role text,
  contact_email text not null,
  contact_phone text,
  sector text not null,
  need text not null,
  budget numeric(14, 2) check (budget >= 0),
  timing text not null check (timing in ('immediate', 'within-3-months', 'within-6-months', 'later')),
  consent boolean not null check (consent),
  state text not null
    check (state in ('submitted', 'qualified', 'converted', 'contracted', 'paid', 'lost')),
  representative_user_id bigint references users (id),
  representative_notes text,
  lost_reason text,
  -- The draft project the lead was converted into (kept null if that project is deleted).
  project_id bigint references projects (id) on delete set null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
-- Duplicates (409 LEAD_DUPLICATE): one live lead per company and per contact e-mail, across all
-- members; a lost lead may be brought again. The indexes decide between two concurrent submissions.
create unique index iqstem_leads_live_company on iqstem_leads (company_key) where state <> 'lost';
create unique index iqstem_leads_live_contact on iqstem_leads (lower(contact_email)) where state <> 'lost';
create index iqstem_leads_member on iqstem_leads (member_user_id, created_at desc);
create index iqstem_leads_state on iqstem_leads (state, created_at desc);
create index iqstem_leads_project on iqstem_leads (project_id);

-- A consultant a member sponsors: invited by e-mail (one sponsor per person: the first), linked to
-- the account registered with that e-mail (consultant_user_id, registered_at). The states past
-- registered (approved, on contract) are read from network_members and network_contracts.
-- invitation_code: the link's secret (/register/form/Consultant?sponsor=<code>).
create table iqstem_referrals (
  id bigint generated always as identity primary key,
  sponsor_user_id bigint not null references users (id),
  email text not null,
  first_name text not null,
  last_name text not null,
  message text,
  invitation_code text not null unique,
  consultant_user_id bigint unique references users (id),
  registered_at timestamptz,
  created_at timestamptz not null
);
create unique index iqstem_referrals_email on iqstem_referrals (lower(email));
create index iqstem_referrals_sponsor on iqstem_referrals (sponsor_user_id, created_at desc);

-- What a member earned on one contract: through a lead (the contract's project came from it) or a
-- referral (the contract's consultant was sponsored). Accrued when the contract is signed by both
-- parties, in that transaction: base_eur is the contract's value (its base fee, or its day rate
-- times its working days), amount_eur = base_eur x rate_percent / 100 rounded half up to the cent.
-- paid_eur is the sum of its payments' total_eur, updated with each payment.
create table iqstem_commissions (
  id bigint generated always as identity primary key,
  member_user_id bigint not null references users (id),
  programme text not null check (programme in ('lead', 'referral')),
  lead_id bigint references iqstem_leads (id),
  referral_id bigint references iqstem_referrals (id),
  contract_id uuid not null references network_contracts (id),
  base_eur numeric(14, 2) not null check (base_eur >= 0),
  rate_percent numeric(5, 2) not null,
  amount_eur numeric(14, 2) not null check (amount_eur >= 0),
  paid_eur numeric(14, 2) not null default 0 check (paid_eur >= 0 and paid_eur <= amount_eur),
  state text not null check (state in ('accrued', 'partly_paid', 'paid')),
  accrued_at timestamptz not null,
  unique (contract_id, programme),
  check ((programme = 'lead') = (lead_id is not null)),
  check ((programme = 'referral') = (referral_id is not null))
);
create index iqstem_commissions_member on iqstem_commissions (member_user_id, accrued_at desc);

-- A payment an admin marked: euros and whole IQS tokens valued at a price per token; total_eur =
-- cash_eur + token_value_eur exactly (token_value_eur = tokens x token_price_eur). payment_key is
-- the admin form's id: the same payment sent twice is recorded once. The tokens leave the treasury
-- by an AllocateTokens command on the IQS market (allocation_reference, its command id): 'pending'
-- until the market's writer answered, 'done' once it allocated; a refused allocation (the treasury
-- short) deletes the payment, so only pending or done payments have tokens.
create table iqstem_commission_payments (
  id bigint generated always as identity primary key,
  commission_id bigint not null references iqstem_commissions (id),
  payment_key text not null unique,
  cash_eur numeric(14, 2) not null check (cash_eur >= 0),
  tokens bigint not null default 0 check (tokens >= 0),
  token_price_eur numeric(14, 2) check (token_price_eur > 0),
  token_value_eur numeric(14, 2) not null check (token_value_eur >= 0),
  total_eur numeric(14, 2) not null check (total_eur > 0),
  allocation_reference text unique,
  allocation_state text not null check (allocation_state in ('none', 'pending', 'done')),
  paid_by bigint references users (id),
  paid_at timestamptz not null,
  check ((tokens = 0) = (token_price_eur is null)),
  check (total_eur = cash_eur + token_value_eur)
);
create index iqstem_commission_payments_commission on iqstem_commission_payments (commission_id, paid_at);
