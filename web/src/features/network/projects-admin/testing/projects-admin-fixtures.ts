import type { AdminProjectPage, Contract, ProjectFigures, ProjectSheet, ProjectsReport } from '@iqs/protocol'

const AT = '2030-03-10T08:00:00.000Z'
const MARIE = { user_id: 21, name: 'Marie Curie', role: 'Client' as const }
const PAUL = { user_id: 22, name: 'Paul Partner', role: 'ExecPartner' as const }

/** Marie's insurance project 12: two applicants, a contract completed with its success fee known. */
export function projectFiguresFixture(overrides: Partial<ProjectFigures> = {}): ProjectFigures {
  return {
    id: 12,
    title: 'Data platform for a mutual insurer',
    status: 'published',
    sector: 'insurance',
    domain: 'data-ai',
    owner: MARIE,
    created_at: AT,
    first_published_at: AT,
    applications: 2,
    first_application_at: '2030-03-11T10:00:00.000Z',
    hours_to_first_applicant: 26,
    contracts: 1,
    contracts_signed: 1,
    contracts_completed: 1,
    base_fee: '30000.00',
    success_fee: '10000.50',
    contracted_base_fees: '30000.00',
    day_rate_value: '55282.50',
    success_fee_due: '12000.60',
    ...overrides,
  }
}

const month = (name: string, overrides: Partial<ProjectsReport['months'][number]> = {}) => ({
  month: name,
  projects_created: 0,
  projects_published: 0,
  applications_received: 0,
  contracts_drafted: 0,
  contracts_signed: 0,
  contracts_completed: 0,
  contracted_fees: '0.00',
  success_fees_due: '0.00',
  ...overrides,
})

/** The report of March and April 2030: Marie's project 12 and Paul's banking project 14. */
export function projectsReportFixture(overrides: Partial<ProjectsReport> = {}): ProjectsReport {
  const items = [
    projectFiguresFixture({
      id: 14,
      title: 'Banking risk board',
      status: 'closed',
      sector: 'banking',
      owner: PAUL,
      applications: 1,
      hours_to_first_applicant: 503,
      contracts: 0,
      contracts_signed: 0,
      contracts_completed: 0,
      contracted_base_fees: '0.00',
      day_rate_value: '0.00',
      success_fee_due: null,
    }),
    projectFiguresFixture(),
  ]
  return {
    from: '2030-03',
    to: '2030-04',
    months: [
      month('2030-03', {
        projects_created: 2,
        projects_published: 2,
        applications_received: 2,
        contracts_drafted: 1,
        contracts_signed: 1,
        contracts_completed: 1,
        contracted_fees: '30000.00',
        success_fees_due: '12000.60',
      }),
      month('2030-04', { applications_received: 1 }),
    ],
    totals: {
      projects_created: 2,
      projects_published: 2,
      applications_received: 3,
      contracts_drafted: 1,
      contracts_signed: 1,
      contracts_completed: 1,
      contracted_fees: '30000.00',
      success_fees_due: '12000.60',
    },
    summary: {
      projects: 2,
      applications: 3,
      projects_with_applicant: 2,
      mean_hours_to_first_applicant: 265,
      median_hours_to_first_applicant: 265,
      contracts: 1,
      contracts_signed: 1,
      contracts_completed: 1,
      base_fees: '60000.00',
      success_fees: '20001.00',
      contracted_base_fees: '30000.00',
      day_rate_value: '55282.50',
      success_fees_due: '12000.60',
    },
    by_status: { draft: 0, published: 1, closed: 1 },
    by_sector: [
      { sector: 'banking', projects: 1, applications: 1, contracts_signed: 0, contracted_base_fees: '0.00' },
      {
        sector: 'insurance',
        projects: 1,
        applications: 2,
        contracts_signed: 1,
        contracted_base_fees: '30000.00',
      },
    ],
    by_owner: [
      { owner: MARIE, projects: 1, applications: 2, contracts_signed: 1, contracted_base_fees: '30000.00' },
      { owner: PAUL, projects: 1, applications: 1, contracts_signed: 0, contracted_base_fees: '0.00' },
    ],
    owners: [MARIE, PAUL],
    projects: { items, total: 3, page: 1, page_size: 2, page_count: 2 },
    ...overrides,
  }
}

export function adminProjectPageFixture(): AdminProjectPage {
  return {
    items: [
      {
        id: 14,
        title: 'Banking risk board',
        status: 'closed',
        sector: 'banking',
        owner: PAUL,
        created_at: AT,
      },
      {
        id: 12,
        title: 'Data platform for a mutual insurer',
        status: 'published',
        sector: 'insurance',
        owner: MARIE,
        created_at: AT,
      },
    ],
    total: 2,
    page: 1,
    page_size: 20,
    page_count: 1,
  }
}

const CONTRACT: Contract = {
  id: '4b7f8f8e-0000-4000-8000-000000000001',
  application_id: '4b7f8f8e-0000-4000-8000-000000000002',
  state: 'completed',
  my_part: 'admin',
  project: { id: 12, title: 'Data platform for a mutual insurer' },
  consultant: { user_id: 40, name: 'Ada Lovelace', role: 'Consultant' },
  owner: { user_id: 21, name: 'Marie Curie', role: 'Client' },
  day_rate: '850.50',
  base_fee: '30000.00',
  success_fee: '10000.50',
  bonus_percent: 20,
  malus_percent: 10,
  starts_on: '2030-04-01',
  ends_on: '2030-06-29',
  consultant_signed_at: '2030-03-12T10:00:00.000Z',
  owner_signed_at: '2030-03-12T10:00:00.000Z',
  completed_at: '2030-03-12T10:00:00.000Z',
  created_at: '2030-03-12T10:00:00.000Z',
  updated_at: '2030-03-12T10:00:00.000Z',
  kpis: [{ name: 'Claims handled', target: '+20 %' }],
  kpi_results: [{ name: 'Claims handled', target: '+20 %', measured: '+30 %', achievement_percent: 150 }],
  success_multiple: '1.2000',
  success_fee_due: '12000.60',
  review: null,
  history: [],
}

/** The sheet of Marie's project 12. */
export function projectSheetFixture(overrides: Partial<ProjectSheet> = {}): ProjectSheet {
  return {
    project: {
      id: 12,
      status: 'published',
      title: 'Data platform for a mutual insurer',
      sector: 'insurance',
      domain: 'data-ai',
      city: 'Paris',
      remote: false,
      duration_days: 90,
      experience: 'Senior',
      description: 'Build the claims data platform.\n\nWith the actuaries.',
      base_fee: '30000.00',
      success_fee: '10000.50',
      bonus_percent: 20,
      malus_percent: 10,
      kpis: [{ name: 'Claims handled', target: '+20 %' }],
      contact: 'Marie Curie',
      created_at: AT,
      updated_at: AT,
      published_at: AT,
    },
    owner: { ...MARIE, email: 'marie@example.com' },
    figures: projectFiguresFixture(),
    applications: [
      {
        id: '4b7f8f8e-0000-4000-8000-000000000003',
        state: 'expired',
        project: { id: 12, title: 'Data platform for a mutual insurer', status: 'published' },
        consultant: {
          user_id: 41,
          first_name: 'Bob',
          last_name: 'Builder',
          title: 'Data engineer',
          thumbnail_url: null,
          profile_url: '/api/network/profiles/41',
        },
        day_rate: '700.00',
        available_from: '2030-04-01',
        created_at: '2030-03-12T10:00:00.000Z',
        updated_at: '2030-03-26T10:00:00.000Z',
      },
      {
        id: '4b7f8f8e-0000-4000-8000-000000000002',
        state: 'accepted',
        project: { id: 12, title: 'Data platform for a mutual insurer', status: 'published' },
        consultant: {
          user_id: 40,
          first_name: 'Ada',
          last_name: 'Lovelace',
          title: null,
          thumbnail_url: null,
          profile_url: '/api/network/profiles/40',
        },
        day_rate: '850.50',
        available_from: '2030-04-01',
        created_at: '2030-03-11T10:00:00.000Z',
        updated_at: '2030-03-12T10:00:00.000Z',
      },
    ],
    contracts: [CONTRACT],
    success_fee: { outcome: 'known', contracts_completed: 1, due: '12000.60' },
    reviews: [
      {
        id: '4b7f8f8e-0000-4000-8000-000000000004',
        contract_id: CONTRACT.id,
        project: { id: 12, title: 'Data platform for a mutual insurer' },
        author: { user_id: 40, name: 'Ada Lovelace', role: 'Consultant' },
        subject: { user_id: 21, name: 'Marie Curie', role: 'Client' },
        rating: 2,
        criteria: { quality: 2, communication: 3, reliability: 2 },
        comment: 'Slow answers.',
        state: 'hidden',
        created_at: '2030-03-12T10:00:00.000Z',
      },
    ],
    history: [
      {
        process: 'project',
        entity_id: '12',
        transition: 'publish',
        from_state: 'draft',
        to_state: 'published',
        actor: MARIE,
        message: null,
        at: AT,
      },
      {
        process: 'application',
        entity_id: '4b7f8f8e-0000-4000-8000-000000000003',
        transition: 'expire',
        from_state: 'submitted',
        to_state: 'expired',
        actor: null,
        message: null,
        at: '2030-03-26T10:00:00.000Z',
      },
    ],
    admin_actions: [
      {
        id: 3,
        action: 'note',
        at: '2030-04-02T09:00:00.000Z',
        admin: { user_id: 7, name: 'Root Admin' },
        changes: { note: 'Checked with the client' },
      },
    ],
    ...overrides,
  }
}
