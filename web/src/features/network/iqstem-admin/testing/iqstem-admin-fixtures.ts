import type {
  AdminCommissionList,
  AdminLead,
  AdminLeadPage,
  AdminReferralList,
  Commission,
  IqstemMemberDetail,
  IqstemReport,
  MemberReviewSummary,
} from '@iqs/protocol'

const AT = '2026-03-02T09:30:00.000Z'

/** A lead of Ada Lovelace (member 21), submitted and not yet assigned. */
export function adminLeadFixture(overrides: Partial<AdminLead> = {}): AdminLead {
  return {
    id: 5,
    state: 'submitted',
    company: 'Acme Corp',
    contact_name: 'Jane Buyer',
    contact_role: 'CFO',
    contact_email: 'jane@acme.example',
    contact_phone: '+33 6 12 34 56 78',
    sector: 'banking',
    need: 'A data platform for the finance team.',
    budget: '120000.00',
    timing: 'within-3-months',
    consent: true,
    project: null,
    commission: null,
    representative: null,
    representative_notes: null,
    lost_reason: null,
    member: { user_id: 21, name: 'Ada Lovelace', email: 'ada@example.com' },
    history: [
      {
        transition: 'submit',
        from_state: 'initial',
        to_state: 'submitted',
        by: 'member',
        by_name: 'Ada Lovelace',
        message: null,
        at: AT,
      },
    ],
    created_at: AT,
    updated_at: AT,
    ...overrides,
  }
}

export function adminLeadPageFixture(items = [adminLeadFixture()]): AdminLeadPage {
  return {
    items: items.map(
      ({
        history: _h,
        contact_role: _r,
        contact_email: _e,
        contact_phone: _p,
        need: _n,
        consent: _c,
        representative_notes: _rn,
        lost_reason: _l,
        ...lead
      }) => ({
        ...lead,
        member: { user_id: lead.member.user_id, name: lead.member.name },
      }),
    ),
    total: items.length,
    page: 1,
    page_size: 20,
    page_count: 1,
    counts: { submitted: 3, qualified: 2, converted: 1, contracted: 0, paid: 0, lost: 4 },
  }
}

export function memberReviewFixture(overrides: Partial<MemberReviewSummary> = {}): MemberReviewSummary {
  return {
    user_id: 21,
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    role: 'IQStem',
    status: 'PENDING',
    phone: '+33 6 11 22 33 44',
    submitted_at: AT,
    registered_at: '2026-02-20T10:00:00.000Z',
    review_reason: null,
    sponsor: { user_id: 30, name: 'Grace Hopper' },
    ...overrides,
  }
}

/** A lead commission of 2000.00 € (5 % of 40000.00 €), 450.44 € already paid: 1549.56 € outstanding. */
export function commissionFixture(overrides: Partial<Commission> = {}): Commission {
  return {
    id: 9,
    programme: 'lead',
    state: 'partly_paid',
    source: { lead_id: 5, referral_id: null, label: 'Acme Corp' },
    project: { id: 12, title: 'Acme Corp: data platform' },
    contract_id: '4b7f8f8e-0000-4000-8000-000000000001',
    base_eur: '40000.00',
    rate_percent: '5.00',
    amount_eur: '2000.00',
    paid_eur: '450.44',
    outstanding_eur: '1549.56',
    accrued_at: AT,
    payments: [
      {
        id: 1,
        cash_eur: '450.44',
        tokens: '0',
        token_price_eur: null,
        token_value_eur: '0.00',
        total_eur: '450.44',
        allocation_state: 'none',
        allocation_reference: null,
        paid_at: AT,
        paid_by: 'Root Admin',
      },
    ],
    ...overrides,
  }
}

export function adminCommissionsFixture(items = [commissionFixture()]): AdminCommissionList {
  return { items: items.map((item) => ({ ...item, member: { user_id: 21, name: 'Ada Lovelace' } })) }
}

export function adminReferralsFixture(): AdminReferralList {
  return {
    items: [
      {
        id: 3,
        email: 'linus@example.com',
        first_name: 'Linus',
        last_name: 'Torvalds',
        state: 'registered',
        consultant_user_id: 40,
        invited_at: AT,
        registered_at: '2026-03-05T09:30:00.000Z',
        commission: { accrued: '0.00', paid: '0.00' },
        sponsor: { user_id: 21, name: 'Ada Lovelace' },
      },
    ],
  }
}

export function memberDetailFixture(): IqstemMemberDetail {
  const { member: _m, representative: _r, history: _h, ...lead } = adminLeadFixture()
  const commission = commissionFixture()
  return {
    member: memberReviewFixture({ status: 'APPROVED' }),
    leads: [
      {
        id: lead.id,
        state: lead.state,
        company: lead.company,
        contact_name: lead.contact_name,
        sector: lead.sector,
        budget: lead.budget,
        timing: lead.timing,
        project: null,
        commission: null,
        created_at: lead.created_at,
        updated_at: lead.updated_at,
      },
    ],
    referrals: adminReferralsFixture().items.map(({ sponsor: _s, ...referral }) => referral),
    ledger: {
      items: [commission],
      totals: {
        accrued_eur: '2000.00',
        paid_cash_eur: '450.44',
        paid_token_value_eur: '0.00',
        paid_tokens: '0',
        outstanding_eur: '1549.56',
      },
      iqs_tokens_held: '1500',
    },
    history: [
      {
        transition: 'approve',
        from_state: 'PENDING',
        to_state: 'APPROVED',
        by: 'admin',
        by_name: 'Root Admin',
        message: null,
        at: AT,
      },
    ],
  }
}

const figures = (overrides: Partial<IqstemReport['totals']> = {}): IqstemReport['totals'] => ({
  members_approved: 0,
  leads_submitted: 0,
  leads_qualified: 0,
  leads_converted: 0,
  leads_contracted: 0,
  leads_lost: 0,
  referrals_invited: 0,
  referrals_registered: 0,
  commissions_accrued_eur: '0.00',
  commissions_paid_cash_eur: '0.00',
  commissions_paid_token_value_eur: '0.00',
  commissions_paid_tokens: '0',
  ...overrides,
})

export function iqstemReportFixture(): IqstemReport {
  return {
    from: '2026-02',
    to: '2026-03',
    months: [
      { month: '2026-02', ...figures({ members_approved: 1, leads_submitted: 4, leads_converted: 1 }) },
      {
        month: '2026-03',
        ...figures({
          leads_submitted: 2,
          leads_converted: 1,
          commissions_accrued_eur: '2000.00',
          commissions_paid_cash_eur: '1234.56',
          commissions_paid_token_value_eur: '315.00',
          commissions_paid_tokens: '300',
        }),
      },
    ],
    totals: figures({
      members_approved: 1,
      leads_submitted: 6,
      leads_converted: 2,
      commissions_accrued_eur: '2000.00',
      commissions_paid_cash_eur: '1234.56',
      commissions_paid_token_value_eur: '315.00',
      commissions_paid_tokens: '300',
    }),
    leads_by_state: { submitted: 3, qualified: 1, converted: 1, contracted: 1, paid: 0, lost: 2 },
    conversion_rate_percent: '33.3',
  }
}
