import type {
  Commission,
  CommissionLedger,
  CommissionStatement,
  IqstemProjects,
  Lead,
  LeadList,
  LeadState,
  Referral,
} from '@iqs/protocol'

/** A lead as the api answers it: submitted by the member, not yet followed up. */
export function leadFixture(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 12,
    state: 'submitted',
    company: 'Acme Industries',
    contact_name: 'Jeanne Durand',
    contact_role: 'CIO',
    contact_email: 'jeanne@acme.example',
    contact_phone: null,
    sector: 'industry',
    need: 'Move the plant systems to the cloud.',
    budget: '50000.00',
    timing: 'within-3-months',
    consent: true,
    project: null,
    commission: null,
    representative: null,
    representative_notes: null,
    lost_reason: null,
    created_at: '2025-05-02T08:00:00.000Z',
    updated_at: '2025-05-02T08:00:00.000Z',
    history: [
      {
        transition: 'submit',
        from_state: 'initial',
        to_state: 'submitted',
        by: 'member',
        by_name: null,
        message: null,
        at: '2025-05-02T08:00:00.000Z',
      },
    ],
    ...overrides,
  }
}

/** A lead that went all the way to a signed contract, its commission partly paid. */
export function contractedLeadFixture(): Lead {
  const move = (
    transition: string,
    from: LeadState,
    to: LeadState,
    at: string,
    message: string | null = null,
  ) => ({
    transition,
    from_state: from,
    to_state: to,
    by: transition === 'contract' ? ('system' as const) : ('admin' as const),
    by_name: null,
    message,
    at,
  })
  const lead = leadFixture()
  return {
    ...lead,
    state: 'contracted',
    representative: { name: 'Paul Lefèvre' },
    representative_notes: 'Called the CIO: a 3-month migration, budget confirmed.',
    project: { id: 77, title: 'Acme Industries: cloud migration', status: 'published' },
    commission: { amount: '2500.00', paid: '1000.00', state: 'partly_paid' },
    updated_at: '2025-06-01T08:00:00.000Z',
    history: [
      ...lead.history,
      move('qualify', 'submitted', 'qualified', '2025-05-05T09:00:00.000Z'),
      move('notes', 'qualified', 'qualified', '2025-05-06T09:00:00.000Z'),
      move('convert', 'qualified', 'converted', '2025-05-10T09:00:00.000Z'),
      move('contract', 'converted', 'contracted', '2025-06-01T08:00:00.000Z'),
    ],
  }
}

/** `GET /api/network/iqstem/leads`: the given leads and the count of each state. */
export function leadListFixture(items: Lead[], counts: Partial<Record<LeadState, number>> = {}): LeadList {
  return {
    items,
    counts: { submitted: 0, qualified: 0, converted: 0, contracted: 0, paid: 0, lost: 0, ...counts },
  }
}

export function referralFixture(overrides: Partial<Referral> = {}): Referral {
  return {
    id: 3,
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    state: 'invited',
    consultant_user_id: null,
    invited_at: '2025-05-03T08:00:00.000Z',
    registered_at: null,
    commission: { accrued: '0.00', paid: '0.00' },
    ...overrides,
  }
}

export function projectsFixture(): IqstemProjects {
  return {
    mine: [
      {
        id: 77,
        title: 'Acme Industries: cloud migration',
        status: 'published',
        sector: 'industry',
        city: 'Lyon',
        remote: true,
        published_at: '2025-05-12T08:00:00.000Z',
        via: { lead_id: 12, referral_name: null },
      },
      {
        id: 78,
        title: 'Data audit',
        status: 'published',
        sector: 'banking',
        city: null,
        remote: true,
        published_at: '2025-05-20T08:00:00.000Z',
        via: { lead_id: null, referral_name: 'Ada Lovelace' },
      },
    ],
    open: [
      {
        id: 90,
        title: 'Payments platform',
        status: 'published',
        sector: 'retail',
        city: 'Paris',
        remote: false,
        published_at: '2025-06-02T08:00:00.000Z',
        via: null,
      },
    ],
  }
}

/** A lead's commission of 2,500.00 €: 1,000.00 € paid by one payment, 500 € in cash and 400 IQS at 1.25 €. */
export function commissionFixture(overrides: Partial<Commission> = {}): Commission {
  return {
    id: 5,
    programme: 'lead',
    state: 'partly_paid',
    source: { lead_id: 12, referral_id: null, label: 'Acme Industries' },
    project: { id: 77, title: 'Acme Industries: cloud migration' },
    contract_id: '0b9f6c1e-5d3a-4c55-9a57-2f1e8d7c6b5a',
    base_eur: '50000.00',
    rate_percent: '5.00',
    amount_eur: '2500.00',
    paid_eur: '1000.00',
    outstanding_eur: '1500.00',
    accrued_at: '2025-06-01T08:00:00.000Z',
    payments: [
      {
        id: 9,
        cash_eur: '500.00',
        tokens: '400',
        token_price_eur: '1.25',
        token_value_eur: '500.00',
        total_eur: '1000.00',
        allocation_state: 'done',
        allocation_reference: 'cmd-1',
        paid_at: '2025-06-10T08:00:00.000Z',
        paid_by: null,
      },
    ],
    ...overrides,
  }
}

export function ledgerFixture(items: Commission[] = [commissionFixture()]): CommissionLedger {
  return {
    items,
    totals: {
      accrued_eur: '2500.00',
      paid_cash_eur: '500.00',
      paid_token_value_eur: '500.00',
      paid_tokens: '400',
      outstanding_eur: '1500.00',
    },
    iqs_tokens_held: '1400',
  }
}

export function statementFixture(from = '2025-01-01', to = '2025-06-30'): CommissionStatement {
  return {
    from,
    to,
    lines: [
      {
        at: '2025-06-01T08:00:00.000Z',
        kind: 'accrual',
        commission_id: 5,
        label: 'Acme Industries',
        accrued_eur: '2500.00',
        paid_cash_eur: '0.00',
        paid_tokens: '0',
        paid_token_value_eur: '0.00',
      },
      {
        at: '2025-06-10T08:00:00.000Z',
        kind: 'payment',
        commission_id: 5,
        label: 'Acme Industries',
        accrued_eur: '0.00',
        paid_cash_eur: '500.00',
        paid_tokens: '400',
        paid_token_value_eur: '500.00',
      },
    ],
    totals: {
      accrued_eur: '2500.00',
      paid_cash_eur: '500.00',
      paid_tokens: '400',
      paid_token_value_eur: '500.00',
    },
  }
}
