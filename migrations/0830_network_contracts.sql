-- An accepted application becomes a contract (issue 16, part 3): the parties, the project, the
-- day rate and the fees, the success-fee terms as they were when it was drafted, start and end.
-- A contract is a process of the network's workflow (network/contracts/contract-process.ts): its
-- state moves only through applyTransition, which records every move in network_transitions.
create table network_contracts (
  id uuid primary key,
  -- One contract per accepted application.
  application_id uuid not null unique references network_applications (id),
  project_id bigint not null references projects (id),
  consultant_user_id bigint not null references users (id),
  -- The project's owner when the contract was drafted (a client or an executive partner).
  owner_user_id bigint not null references users (id),
  -- EUR, exact; copied when drafted, so a later edit of the project does not change the terms.
  day_rate numeric(12, 2) not null check (day_rate > 0),
  base_fee numeric(14, 2) check (base_fee >= 0),
  success_fee numeric(14, 2) check (success_fee >= 0),
  bonus_percent integer check (bonus_percent between 0 and 100),
  malus_percent integer check (malus_percent between 0 and 100),
  -- The KPIs the success fee is tied to, as drafted: [{ name, target }].
  kpis jsonb not null default '[]',
  starts_on date not null,
  ends_on date not null check (ends_on >= starts_on),
  consultant_signed_at timestamptz,
  owner_signed_at timestamptz,
  -- On completion: the owner's measure of each KPI ([{ name, target, measured, achievement_percent }]),
  -- the multiple it gives (within the bonus and malus bounds) and the success fee it pays.
  kpi_results jsonb,
  success_multiple numeric(6, 4),
  success_fee_due numeric(14, 2),
  -- When it was completed: the reviews' window (30 days) counts from it.
  completed_at timestamptz,
  state text not null
    check (state in ('draft', 'signed', 'active', 'completed', 'terminated', 'lapsed')),
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create index network_contracts_consultant on network_contracts (consultant_user_id, created_at desc);
create index network_contracts_owner on network_contracts (owner_user_id, created_at desc);
create index network_contracts_project on network_contracts (project_id);
