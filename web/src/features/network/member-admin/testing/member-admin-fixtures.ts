import type { MemberDetail, MemberReviewSummary } from '@iqs/protocol'

const AT = '2026-03-02T09:30:00.000Z'

/** Ada Lovelace (member 21), a consultant who submitted her application. */
export function memberSummaryFixture(overrides: Partial<MemberReviewSummary> = {}): MemberReviewSummary {
  return {
    user_id: 21,
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    role: 'Consultant',
    status: 'PENDING',
    phone: '+33 6 11 22 33 44',
    submitted_at: AT,
    registered_at: '2026-02-20T10:00:00.000Z',
    review_reason: null,
    sponsor: null,
    ...overrides,
  }
}

/** Ada's whole record: her expertise and CV, one application, its contract, a review, one admin action. */
export function memberDetailFixture(overrides: Partial<MemberDetail> = {}): MemberDetail {
  return {
    member: memberSummaryFixture({ status: 'APPROVED' }),
    submitted: {
      company: null,
      expertise: {
        sectors: ['banking', 'insurance'],
        practices: ['data-ai'],
        functions: ['technology'],
        seniority: 'Senior',
        day_rate: '850.50',
        available_from: '2026-04-01',
        days_per_week: 3,
      },
      cv: {
        file_name: 'Ada CV.pdf',
        mime_type: 'application/pdf',
        size: 45_000,
        uploaded_at: AT,
        url: '/api/network/onboarding/cv?user_id=21',
      },
      address: { address_line: '12 rue de la Paix', postal_code: '75002', city: 'Paris', country: 'FR' },
      profile: { title: 'Claims data lead', summary: null, photo: null },
    },
    projects: [],
    applications: [
      {
        id: 'a1',
        project: { id: 12, title: 'Data platform for a mutual insurer' },
        state: 'accepted',
        day_rate: '850.50',
        created_at: AT,
      },
    ],
    contracts: [
      {
        id: 'c1',
        project: { id: 12, title: 'Data platform for a mutual insurer' },
        side: 'consultant',
        counterpart: { user_id: 30, name: 'Marie Curie' },
        state: 'completed',
        starts_on: '2026-04-01',
        ends_on: '2026-06-30',
      },
    ],
    reviews: {
      average: '4.0',
      count: 1,
      items: [
        {
          id: 'r1',
          author_name: 'Marie Curie',
          rating: 4,
          comment: 'Sharp and on time.',
          state: 'published',
          created_at: '2026-07-02T09:00:00.000Z',
        },
      ],
    },
    tokens: { white_list_status: 'APPROVED', kyc_submitted_at: AT, tokens_held: '250' },
    account: { suspended: false, suspended_at: null, suspension_reason: null },
    history: [
      {
        id: 1,
        action: 'approve',
        at: '2026-03-03T10:00:00.000Z',
        admin: { user_id: 7, name: 'Cora Admin' },
        changes: { status: { from: 'PENDING', to: 'APPROVED' } },
      },
    ],
    ...overrides,
  }
}
