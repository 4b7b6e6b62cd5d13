import { z } from 'zod'
import { phoneSchema } from './contact-details.js'
import { decimalInput } from './decimal-input.js'
import { compareDecimals, EUR_DECIMALS, isDecimalText } from './money/index.js'
import { idParamSchema, sectorSchema } from './public-taxonomy.js'
import { reportMonthSchema, monthSpan, MAX_REPORT_MONTHS } from './network-reports.js'
import { text } from './text.js'

/**
 * IQStem (issue 17, spec §1 "ecosystem partners"): members bring client leads and sponsor
 * consultants, follow each lead's state and the commissions they earn, and are paid in euros and
 * IQS tokens. Members are IQStem accounts, consultants and executive partners (the header shows
 * them /my-iqstem); each must be approved (403 MEMBER_NOT_APPROVED otherwise). Admins run
 * /admin-iqstem. The rules are in services/api/src/network/iqstem/README.md. Form refusals are keys
 * the web translates (`network-iqstem` namespace, `invalid.*`).
 */

export const iqstemMessages = {
  required: 'required',
  tooLong: 'tooLong',
  email: 'email',
  phone: 'phone',
  budget: 'budget',
  consent: 'consent',
  amount: 'amount',
  rate: 'rate',
  tokens: 'tokens',
  price: 'price',
} as const

const requiredText = (max: number, multiline = false) =>
  text({ multiline, error: iqstemMessages.required })
    .trim()
    .min(1, { error: iqstemMessages.required })
    .max(max, { error: iqstemMessages.tooLong })

const optionalText = (max: number, multiline = false) =>
  text({ multiline })
    .trim()
    .max(max, { error: iqstemMessages.tooLong })
    .nullish()
    .transform((value) => (value ? value : null))

const emailInput = text({ error: iqstemMessages.email })
  .trim()
  .max(254, { error: iqstemMessages.email })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: iqstemMessages.email })

/** An amount in euros: at most 12 digits before the point, cents after it. */
export const commissionEurInput = (error: string) =>
  decimalInput({ integerDigits: 12, decimals: EUR_DECIMALS, error })

/**
 * What IQStem tells a member in the app (and by mail): their lead's moves, a commission accrued or
 * paid, their sponsored consultant registered, their membership approved or rejected. Params:
 * `company` (a lead's), `consultant_name` (a referral's), `amount` (EUR), `message` (a reason).
 */
export const IQSTEM_NOTIFICATION_KINDS = [
  'lead.qualified',
  'lead.converted',
  'lead.contracted',
  'lead.lost',
  'commission.accrued',
  'commission.paid',
  'referral.registered',
  'member.approved',
  'member.rejected',
] as const
export type IqstemNotificationKind = (typeof IQSTEM_NOTIFICATION_KINDS)[number]

// ----------------------------------------------------------------------------------------------
// Leads
// ----------------------------------------------------------------------------------------------

/**
 * A lead's life: submitted (by the member) -> qualified (a representative contacted the client) ->
 * converted (into a draft project) -> contracted (a contract on that project was signed, the
 * commission accrues) -> paid (its commission paid in full); lost from submitted, qualified or
 * converted, with a reason.
 */
export const LEAD_STATES = ['submitted', 'qualified', 'converted', 'contracted', 'paid', 'lost'] as const
export const leadStateSchema = z.enum(LEAD_STATES)
export type LeadState = z.infer<typeof leadStateSchema>

/** When the client expects to start. */
export const LEAD_TIMINGS = ['immediate', 'within-3-months', 'within-6-months', 'later'] as const
export const leadTimingSchema = z.enum(LEAD_TIMINGS)
export type LeadTiming = z.infer<typeof leadTimingSchema>

/** `POST /api/network/iqstem/leads` (add-leads). Consent must be true (422 otherwise: a schema refusal). */
export const leadRequestSchema = z.strictObject({
  company: requiredText(200),
  contact_name: requiredText(200),
  contact_role: optionalText(200),
  contact_email: emailInput,
  contact_phone: z
    .union([z.literal(''), phoneSchema])
    .nullish()
    .transform((value) => (value ? value : null)),
  sector: sectorSchema,
  need: requiredText(5000, true),
  budget: commissionEurInput(iqstemMessages.budget)
    .nullish()
    .transform((value) => value ?? null)
    .describe('The estimated budget in EUR, a decimal string'),
  timing: leadTimingSchema,
  consent: z.literal(true, { error: iqstemMessages.consent }).describe('The contact agreed to be approached'),
})
export type LeadRequest = z.input<typeof leadRequestSchema>

/**
 * `details` of 409 LEAD_DUPLICATE: which field matched a lead that is not lost (of any member:
 * the first to bring a client keeps it). The other lead is not disclosed.
 */
export const leadDuplicateDetailsSchema = z.object({ field: z.enum(['company', 'contact_email']) })

/** One recorded move of a lead (or an admin's edit: assignment, notes), oldest first. */
export const leadHistoryEntrySchema = z.object({
  transition: z.string(),
  from_state: z.string(),
  to_state: z.string(),
  /** 'member', 'admin' or 'system' (a contract signed, a commission paid). */
  by: z.enum(['member', 'admin', 'system']),
  /** The admin's name, for admins only; null for members (who see "IQS"). */
  by_name: z.string().nullable(),
  message: z.string().nullable(),
  at: z.string(),
})
export type LeadHistoryEntry = z.infer<typeof leadHistoryEntrySchema>

export const leadSummarySchema = z.object({
  id: z.number().int(),
  state: leadStateSchema,
  company: z.string(),
  contact_name: z.string(),
  sector: sectorSchema,
  budget: z.string().nullable().describe('EUR, two decimals'),
  timing: leadTimingSchema,
  project: z.object({ id: z.number().int(), title: z.string(), status: z.string() }).nullable(),
  commission: z
    .object({ amount: z.string(), paid: z.string(), state: z.string() })
    .nullable()
    .describe('The commission this lead earned, once its contract is signed'),
  created_at: z.string(),
  updated_at: z.string(),
})
export type LeadSummary = z.infer<typeof leadSummarySchema>

/** A lead in full: the member's view (`GET /api/network/iqstem/leads/:id`). */
export const leadSchema = leadSummarySchema.extend({
  contact_role: z.string().nullable(),
  contact_email: z.string(),
  contact_phone: z.string().nullable(),
  need: z.string(),
  consent: z.boolean(),
  representative: z.object({ name: z.string() }).nullable(),
  representative_notes: z.string().nullable(),
  lost_reason: z.string().nullable(),
  history: z.array(leadHistoryEntrySchema),
})
export type Lead = z.infer<typeof leadSchema>

export const leadListSchema = z.object({
  items: z.array(leadSummarySchema),
  counts: z.record(leadStateSchema, z.number().int()),
})
export type LeadList = z.infer<typeof leadListSchema>

export const leadsQuerySchema = z.object({ state: leadStateSchema.optional() })
export const leadParamsSchema = z.object({ id: idParamSchema })

// Admin side of leads ---------------------------------------------------------------------------

/** The admin's view of a lead: the member who brought it and the representative's id. */
export const adminLeadSchema = leadSchema.extend({
  member: z.object({ user_id: z.number().int(), name: z.string(), email: z.string().nullable() }),
  representative: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
})
export type AdminLead = z.infer<typeof adminLeadSchema>

export const adminLeadSummarySchema = leadSummarySchema.extend({
  member: z.object({ user_id: z.number().int(), name: z.string() }),
  representative: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
})
export const adminLeadPageSchema = z.object({
  items: z.array(adminLeadSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  page_count: z.number().int(),
  counts: z.record(leadStateSchema, z.number().int()),
})
export type AdminLeadPage = z.infer<typeof adminLeadPageSchema>

export const adminLeadsQuerySchema = z.object({
  state: leadStateSchema.optional(),
  member_id: idParamSchema.optional(),
  query: text().trim().max(200).optional().describe('Company, contact or member name'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
})

/** `POST /api/admin/iqstem/leads/:id/assign`: the representative (an admin account). */
export const assignLeadRequestSchema = z.strictObject({ representative_user_id: z.number().int().positive() })
/** `POST .../qualify`: the representative's notes after contacting the client (shown to the member). */
export const qualifyLeadRequestSchema = z.strictObject({ notes: requiredText(5000, true) })
/** `POST .../notes`: new notes at any live state (recorded as an edit). */
export const leadNotesRequestSchema = qualifyLeadRequestSchema
/** `POST .../lose`: why. */
export const loseLeadRequestSchema = z.strictObject({ reason: requiredText(1000, true) })
/**
 * `POST .../convert`: a draft project pre-filled from the lead, owned by the client or executive
 * partner account with this e-mail (422 LEAD_OWNER_INVALID otherwise); the answer is the lead with
 * its project.
 */
export const convertLeadRequestSchema = z.strictObject({ owner_email: emailInput })

/** The representatives an admin can pick: every admin account. */
export const representativeListSchema = z.object({
  items: z.array(z.object({ user_id: z.number().int(), name: z.string(), email: z.string() })),
})

// ----------------------------------------------------------------------------------------------
// Sponsored consultants (referrals)
// ----------------------------------------------------------------------------------------------

/**
 * A referral's state, derived: invited (no account yet), registered (a consultant account with
 * that e-mail exists, the sponsor recorded), approved (an admin approved the consultant),
 * on_contract (a contract of theirs was signed).
 */
export const REFERRAL_STATES = ['invited', 'registered', 'approved', 'on_contract'] as const
export const referralStateSchema = z.enum(REFERRAL_STATES)
export type ReferralState = z.infer<typeof referralStateSchema>

/** `POST /api/network/iqstem/referrals` (sponsor-consultant): the invitation mail goes out at once. */
export const referralRequestSchema = z.strictObject({
  email: emailInput,
  first_name: requiredText(100),
  last_name: requiredText(100),
  message: optionalText(2000, true),
})
export type ReferralRequest = z.input<typeof referralRequestSchema>

export const referralSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  state: referralStateSchema,
  consultant_user_id: z.number().int().nullable(),
  invited_at: z.string(),
  registered_at: z.string().nullable(),
  commission: z.object({ accrued: z.string(), paid: z.string() }).describe('EUR, all their contracts'),
})
export type Referral = z.infer<typeof referralSchema>
export const referralListSchema = z.object({ items: z.array(referralSchema) })
export type ReferralList = z.infer<typeof referralListSchema>

export const adminReferralSchema = referralSchema.extend({
  sponsor: z.object({ user_id: z.number().int(), name: z.string() }),
})
export const adminReferralListSchema = z.object({ items: z.array(adminReferralSchema) })
export type AdminReferralList = z.infer<typeof adminReferralListSchema>
export const adminReferralsQuerySchema = z.object({ state: referralStateSchema.optional() })

/** `GET /api/register/sponsor?code=`: who invited the person opening the link (public). */
export const sponsorInvitationSchema = z.object({
  sponsor_name: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
})
export const sponsorCodeQuerySchema = z.object({ code: text().trim().min(10).max(100) })

// ----------------------------------------------------------------------------------------------
// all-projects
// ----------------------------------------------------------------------------------------------

/**
 * `GET /api/network/iqstem/projects`: the projects the member's leads became and those their
 * sponsored consultants work on (`mine`), and the open projects on the board they can send a
 * consultant to (`open`, newest first, at most 50).
 */
export const iqstemProjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  sector: z.string().nullable(),
  city: z.string().nullable(),
  remote: z.boolean(),
  published_at: z.string().nullable(),
  /** Why it is mine: the lead it came from, or the sponsored consultant on its contract. */
  via: z.object({ lead_id: z.number().int().nullable(), referral_name: z.string().nullable() }).nullable(),
})
export const iqstemProjectsSchema = z.object({
  mine: z.array(iqstemProjectSchema),
  open: z.array(iqstemProjectSchema),
})
export type IqstemProjects = z.infer<typeof iqstemProjectsSchema>

// ----------------------------------------------------------------------------------------------
// Commissions
// ----------------------------------------------------------------------------------------------

export const COMMISSION_PROGRAMMES = ['lead', 'referral'] as const
export const commissionProgrammeSchema = z.enum(COMMISSION_PROGRAMMES)
export type CommissionProgramme = z.infer<typeof commissionProgrammeSchema>

export const COMMISSION_STATES = ['accrued', 'partly_paid', 'paid'] as const
export const commissionStateSchema = z.enum(COMMISSION_STATES)

/** A rate in %, 0 to 100 with at most 2 decimals ('5', '2.5'). */
export const commissionRateInput = decimalInput({
  integerDigits: 3,
  decimals: 2,
  error: iqstemMessages.rate,
}).refine((value) => Number(value) <= 100, { error: iqstemMessages.rate })

/** `GET/PUT /api/admin/iqstem/rates`: the rate of each programme (applies to commissions accrued after). */
export const commissionRatesSchema = z.object({
  items: z.array(
    z.object({
      programme: commissionProgrammeSchema,
      rate_percent: z.string(),
      updated_at: z.string(),
      updated_by: z.string().nullable(),
    }),
  ),
})
export const commissionRateRequestSchema = z.strictObject({
  programme: commissionProgrammeSchema,
  rate_percent: commissionRateInput,
})

export const commissionPaymentSchema = z.object({
  id: z.number().int(),
  cash_eur: z.string(),
  tokens: z.string().describe('Whole IQS tokens allocated from the treasury'),
  token_price_eur: z.string().nullable(),
  token_value_eur: z.string(),
  total_eur: z.string().describe('cash_eur + token_value_eur, exactly'),
  allocation_state: z.enum(['none', 'pending', 'done']),
  allocation_reference: z.string().nullable(),
  paid_at: z.string(),
  paid_by: z.string().nullable().describe('The admin, for admins only'),
})
export type CommissionPayment = z.infer<typeof commissionPaymentSchema>

export const commissionSchema = z.object({
  id: z.number().int(),
  programme: commissionProgrammeSchema,
  state: commissionStateSchema,
  /** What earned it: the lead's company, or the sponsored consultant's name. */
  source: z.object({
    lead_id: z.number().int().nullable(),
    referral_id: z.number().int().nullable(),
    label: z.string(),
  }),
  project: z.object({ id: z.number().int(), title: z.string() }),
  contract_id: z.string(),
  base_eur: z.string().describe('The contract value the rate applies to'),
  rate_percent: z.string(),
  amount_eur: z.string(),
  paid_eur: z.string(),
  outstanding_eur: z.string(),
  accrued_at: z.string(),
  payments: z.array(commissionPaymentSchema),
})
export type Commission = z.infer<typeof commissionSchema>

/** `GET /api/network/iqstem/commissions` (the member) and `/api/admin/iqstem/members/:id/commissions`. */
export const commissionLedgerSchema = z.object({
  items: z.array(commissionSchema),
  totals: z.object({
    accrued_eur: z.string(),
    paid_cash_eur: z.string(),
    paid_token_value_eur: z.string(),
    paid_tokens: z.string(),
    outstanding_eur: z.string(),
  }),
  /** The IQS tokens the member holds now on the exchange (their commissions paid in IQS among them). */
  iqs_tokens_held: z.string(),
})
export type CommissionLedger = z.infer<typeof commissionLedgerSchema>

/**
 * `POST /api/admin/iqstem/commissions/:id/payments`: a payment, part euros, part IQS tokens at a
 * price per token. `payment_key` is the form's own id: sending the same payment again answers the
 * first (200) and pays nothing more; a total above what is outstanding is 409 COMMISSION_OVERPAID.
 * Tokens need a price (422); the tokens come from the treasury by an allocation on the IQS market
 * (refused when the treasury is short: 409 with the engine's reason as the code).
 */
export const commissionPaymentRequestSchema = z
  .strictObject({
    payment_key: text().trim().min(8).max(100),
    cash_eur: commissionEurInput(iqstemMessages.amount).default('0'),
    tokens: z.coerce
      .number({ error: iqstemMessages.tokens })
      .int({ error: iqstemMessages.tokens })
      .min(0, { error: iqstemMessages.tokens })
      .max(1_000_000_000, { error: iqstemMessages.tokens })
      .default(0),
    token_price_eur: commissionEurInput(iqstemMessages.price)
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine((body) => body.tokens === 0 || body.token_price_eur !== null, {
    error: iqstemMessages.price,
    path: ['token_price_eur'],
  })
  .refine(
    // Refinements run even when a field failed: the cash is compared only once it is a decimal.
    (body) => body.tokens > 0 || (isDecimalText(body.cash_eur) && compareDecimals(body.cash_eur, 0) > 0),
    {
      error: iqstemMessages.amount,
      path: ['cash_eur'],
    },
  )
export type CommissionPaymentRequest = z.input<typeof commissionPaymentRequestSchema>

/** `GET /api/admin/iqstem/commissions?state=`: every member's commissions, newest first (payment marking). */
export const adminCommissionSchema = commissionSchema.extend({
  member: z.object({ user_id: z.number().int(), name: z.string() }),
})
export const adminCommissionListSchema = z.object({ items: z.array(adminCommissionSchema) })
export type AdminCommissionList = z.infer<typeof adminCommissionListSchema>
export const adminCommissionsQuerySchema = z.object({ state: commissionStateSchema.optional() })

export const commissionParamsSchema = z.object({ id: idParamSchema })

/**
 * `GET /api/network/iqstem/statement(.xlsx)?from=&to=` (and the admin's per member): the ledger's
 * movements between two days (UTC, both included): accruals and payments, oldest first.
 */
export const statementQuerySchema = z
  .object({
    from: z.iso.date().optional().describe('YYYY-MM-DD; default: 1 January of this year'),
    to: z.iso.date().optional().describe('YYYY-MM-DD; default: today'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
export const statementLineSchema = z.object({
  at: z.string(),
  kind: z.enum(['accrual', 'payment']),
  commission_id: z.number().int(),
  label: z.string(),
  accrued_eur: z.string(),
  paid_cash_eur: z.string(),
  paid_tokens: z.string(),
  paid_token_value_eur: z.string(),
})
export const commissionStatementSchema = z.object({
  from: z.string(),
  to: z.string(),
  lines: z.array(statementLineSchema),
  totals: z.object({
    accrued_eur: z.string(),
    paid_cash_eur: z.string(),
    paid_tokens: z.string(),
    paid_token_value_eur: z.string(),
  }),
})
export type CommissionStatement = z.infer<typeof commissionStatementSchema>

// ----------------------------------------------------------------------------------------------
// Admin: members, reports
// ----------------------------------------------------------------------------------------------

export const MEMBER_REVIEW_STATUSES = ['ONBOARDING', 'PENDING', 'APPROVED', 'REJECTED'] as const

/**
 * `GET /api/admin/network/members?role=&status=`: the network's applicants and members by role
 * (the pending lists of every admin area; issue 17 uses IQStem).
 */
export const memberReviewQuerySchema = z.object({
  role: z.enum(['Client', 'ExecPartner', 'Consultant', 'IQStem']),
  status: z.enum(MEMBER_REVIEW_STATUSES).optional().default('PENDING'),
})
export const memberReviewSummarySchema = z.object({
  user_id: z.number().int(),
  email: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.string(),
  status: z.enum(MEMBER_REVIEW_STATUSES),
  phone: z.string().nullable(),
  submitted_at: z.string().nullable(),
  registered_at: z.string(),
  review_reason: z.string().nullable(),
  /** Who sponsored them (a consultant invited through IQStem), when anyone did. */
  sponsor: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
})
export type MemberReviewSummary = z.infer<typeof memberReviewSummarySchema>
export const memberReviewListSchema = z.object({ items: z.array(memberReviewSummarySchema) })
export type MemberReviewList = z.infer<typeof memberReviewListSchema>

/** `POST /api/admin/network/members/:userId/approve` (PENDING -> APPROVED) and `/reject` (with a reason). */
export const memberRejectRequestSchema = z.strictObject({ reason: requiredText(1000, true) })
export const memberParamsSchema = z.object({ userId: idParamSchema })

/** `GET /api/admin/iqstem/members/:userId`: an IQStem member (or a consultant or partner who sponsors). */
export const iqstemMemberDetailSchema = z.object({
  member: memberReviewSummarySchema,
  leads: z.array(leadSummarySchema),
  referrals: z.array(referralSchema),
  ledger: commissionLedgerSchema,
  history: z.array(leadHistoryEntrySchema).describe('The admin actions on the membership'),
})
export type IqstemMemberDetail = z.infer<typeof iqstemMemberDetailSchema>

/** `GET /api/admin/iqstem/reports(.xlsx)?from=&to=`: months YYYY-MM, as the partner's report. */
export const iqstemReportQuerySchema = z
  .object({ from: reportMonthSchema.optional(), to: reportMonthSchema.optional() })
  .refine((q) => !q.from || !q.to || monthSpan(q.from, q.to) >= 1, {
    message: 'from must not be after to',
    path: ['from'],
  })
  .refine((q) => !q.from || !q.to || monthSpan(q.from, q.to) <= MAX_REPORT_MONTHS, {
    message: `at most ${MAX_REPORT_MONTHS} months`,
    path: ['from'],
  })
export const iqstemReportFiguresSchema = z.object({
  members_approved: z.number().int(),
  leads_submitted: z.number().int(),
  leads_qualified: z.number().int(),
  leads_converted: z.number().int(),
  leads_contracted: z.number().int(),
  leads_lost: z.number().int(),
  referrals_invited: z.number().int(),
  referrals_registered: z.number().int(),
  commissions_accrued_eur: z.string(),
  commissions_paid_cash_eur: z.string(),
  commissions_paid_token_value_eur: z.string(),
  commissions_paid_tokens: z.string(),
})
export type IqstemReportFigures = z.infer<typeof iqstemReportFiguresSchema>
export const IQSTEM_REPORT_FIGURES = Object.keys(
  iqstemReportFiguresSchema.shape,
) as (keyof IqstemReportFigures)[]
export const iqstemReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(iqstemReportFiguresSchema.extend({ month: z.string() })),
  totals: iqstemReportFiguresSchema,
  /** Leads now in each state (all time), and converted-or-later over all not lost, in % (null with none). */
  leads_by_state: z.record(leadStateSchema, z.number().int()),
  conversion_rate_percent: z.string().nullable(),
})
export type IqstemReport = z.infer<typeof iqstemReportSchema>
