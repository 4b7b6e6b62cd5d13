import type {
  AdminConsultantHit,
  AdminConsultantPage,
  ExecPartnerCardDetail,
  ExecPartnerCardStatus,
  MemberReport,
  MemberReportRow,
} from '@iqs/protocol'

/** A consultant of the report: Ada Lovelace (21), approved, banking and strategy. */
export function memberRowFixture(overrides: Partial<MemberReportRow> = {}): MemberReportRow {
  return {
    user_id: 21,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    state: 'APPROVED',
    registered_at: '2026-01-15T10:00:00.000Z',
    submitted_at: '2026-01-16T10:00:00.000Z',
    approved_at: '2026-02-01T10:00:00.000Z',
    sectors: ['banking'],
    practices: ['strategy'],
    seniority: 'Senior',
    company_name: null,
    rating: '4.5',
    review_count: 2,
    ...overrides,
  }
}

/** The consultants' report: two members, one approved, one pending; three months of trend. */
export function memberReportFixture(overrides: Partial<MemberReport> = {}): MemberReport {
  const items = [
    memberRowFixture({
      user_id: 22,
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      state: 'PENDING',
      approved_at: null,
      rating: null,
      review_count: 0,
      registered_at: '2026-03-02T10:00:00.000Z',
    }),
    memberRowFixture(),
  ]
  return {
    role: 'Consultant',
    total: 2,
    counts: { ONBOARDING: 3, PENDING: 1, APPROVED: 1, REJECTED: 0, SUSPENDED: 0 },
    trend: {
      from: '2026-01',
      to: '2026-03',
      months: [
        { month: '2026-01', registrations: 1, approvals: 0 },
        { month: '2026-02', registrations: 0, approvals: 1 },
        { month: '2026-03', registrations: 1, approvals: 0 },
      ],
    },
    members: { items, total: 2, page: 1, page_size: 20, page_count: 1 },
    ...overrides,
  }
}

/** A consultant the admins found: pending, rated. */
export function adminConsultantHitFixture(overrides: Partial<AdminConsultantHit> = {}): AdminConsultantHit {
  return {
    user_id: 31,
    first_name: 'Linus',
    last_name: 'Torvalds',
    title: 'Kernel architect',
    thumbnail_url: null,
    sectors: ['telecoms'],
    practices: ['cloud-infrastructure'],
    functions: ['technology'],
    seniority: 'Lead',
    languages: [],
    availability: 'immediate',
    available_from: '2026-01-01',
    day_rate: '900.00',
    match: { sector: true, practice: false, function: false, seniority: false, languages: false },
    email: 'linus@example.com',
    state: 'SUSPENDED',
    rating: '4.8',
    review_count: 5,
    ...overrides,
  }
}

export function adminConsultantPageFixture(items = [adminConsultantHitFixture()]): AdminConsultantPage {
  return { items, total: items.length, page: 1, page_size: 10, page_count: 1 }
}

/** Margaret Hamilton (41)'s card: shown on the leaders pages. */
export function cardStatusFixture(overrides: Partial<ExecPartnerCardStatus> = {}): ExecPartnerCardStatus {
  return {
    user_id: 41,
    first_name: 'Margaret',
    last_name: 'Hamilton',
    headline: 'Former CTO, aerospace',
    has_card: true,
    hidden: false,
    suspended: false,
    shown: true,
    hidden_at: null,
    hidden_by: null,
    reason: null,
    ...overrides,
  }
}

export function cardDetailFixture(overrides: Partial<ExecPartnerCardDetail> = {}): ExecPartnerCardDetail {
  return { ...cardStatusFixture(), history: [], ...overrides }
}

/** The same card once hidden by Root Admin with a reason. */
export function hiddenCardFixture(): ExecPartnerCardDetail {
  return cardDetailFixture({
    hidden: true,
    shown: false,
    hidden_at: '2026-03-05T09:00:00.000Z',
    hidden_by: { user_id: 7, name: 'Root Admin' },
    reason: 'Conflict of interest',
    history: [
      {
        id: 1,
        action: 'hide',
        at: '2026-03-05T09:00:00.000Z',
        admin: { user_id: 7, name: 'Root Admin' },
        changes: { hidden: { from: false, to: true }, reason: 'Conflict of interest' },
      },
    ],
  })
}
