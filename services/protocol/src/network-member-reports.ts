import { z } from 'zod'
import { adminActionEntrySchema } from './admin-permissions.js'
import { consultantHitSchema, consultantsQuerySchema } from './network-consultants.js'
import { isoDateSchema } from './network-onboarding.js'
import { reportMonthSchema } from './network-reports.js'
import {
  idParamSchema,
  pageOf,
  pageQuerySchema,
  practiceSchema,
  searchTermSchema,
  sectorSchema,
  senioritySchema,
} from './public-taxonomy.js'
import { text } from './text.js'

/**
 * The member admin areas' reports (issue 18: `/admin-exec-partners/reports`,
 * `/admin-consultants/reports`, `/admin-clients/reports`), the admins' consultant search
 * (`/admin-consultants/search`) and the exec partner cards an admin hides. The rules are in
 * services/api/src/network/member-reports/README.md.
 */

/** The roles with a member admin area of their own (IQStem has its area of issue 17). */
export const MEMBER_REPORT_ROLES = ['ExecPartner', 'Consultant', 'Client'] as const
export const memberReportRoleSchema = z.enum(MEMBER_REPORT_ROLES)
export type MemberReportRole = z.infer<typeof memberReportRoleSchema>

/**
 * A member's state as the admin areas show it: the onboarding's status (ONBOARDING until submitted,
 * also for an account that saved no step yet; PENDING while an admin reviews it; APPROVED or
 * REJECTED), or SUSPENDED, over any of those, while an admin has suspended the account.
 */
export const MEMBER_REPORT_STATES = ['ONBOARDING', 'PENDING', 'APPROVED', 'REJECTED', 'SUSPENDED'] as const
export const memberReportStateSchema = z.enum(MEMBER_REPORT_STATES)
export type MemberReportState = z.infer<typeof memberReportStateSchema>

/** The filters each role has beyond state and dates: clients have their company's sector only. */
export const MEMBER_REPORT_FILTERS = {
  ExecPartner: ['sector', 'practice', 'seniority'],
  Consultant: ['sector', 'practice', 'seniority'],
  Client: ['sector'],
} as const satisfies Record<MemberReportRole, readonly ('sector' | 'practice' | 'seniority')[]>

/** The largest page of the members table. */
export const MAX_MEMBER_REPORT_PAGE_SIZE = 100

const filterShape = {
  role: memberReportRoleSchema,
  query: searchTermSchema.describe('Part of the name or e-mail'),
  state: memberReportStateSchema.optional(),
  sector: sectorSchema.optional().describe("Among the member's sectors (a client's: its company's)"),
  practice: practiceSchema.optional().describe('Among the practices (consultants, executive partners)'),
  seniority: senioritySchema.optional().describe('Consultants, executive partners'),
  registered_from: isoDateSchema.optional().describe('Registered on or after this day (UTC), YYYY-MM-DD'),
  registered_to: isoDateSchema.optional().describe('Registered on or before this day (UTC), YYYY-MM-DD'),
}

/** The refinements every report query shares: a period in order, the role's own filters only. */
function refined<T extends z.ZodType<z.output<z.ZodObject<typeof filterShape>>>>(schema: T) {
  return schema
    .refine((q) => !q.registered_from || !q.registered_to || q.registered_from <= q.registered_to, {
      message: 'registered_from must not be after registered_to',
      path: ['registered_from'],
    })
    .refine(
      (q) =>
        (['practice', 'seniority'] as const).every(
          (filter) =>
            q[filter] === undefined || (MEMBER_REPORT_FILTERS[q.role] as readonly string[]).includes(filter),
        ),
      { message: 'practice and seniority are not filters of clients', path: ['role'] },
    )
}

/** `GET /api/admin/network/member-reports.xlsx`: every member the filters keep. */
export const memberReportFiltersSchema = refined(z.object(filterShape))
export type MemberReportFilters = z.output<typeof memberReportFiltersSchema>

/**
 * `GET /api/admin/network/member-reports`: the same filters, and a page of the members table. The
 * trend's months are those of the registration dates, or the last 12 months without them.
 */
export const memberReportQuerySchema = refined(
  z.object({
    ...filterShape,
    page: pageQuerySchema,
    page_size: z.coerce.number().int().min(1).max(MAX_MEMBER_REPORT_PAGE_SIZE).default(20),
  }),
)
/** What a client sends: the role, any filter, a page. */
export type MemberReportQuery = { role: MemberReportRole } & Partial<Omit<MemberReportFilters, 'role'>> & {
    page?: number
    page_size?: number
  }

/** One member of the table: who, their state and dates, their expertise (a client's company). */
export const memberReportRowSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  state: memberReportStateSchema,
  registered_at: z.string(),
  submitted_at: z.string().nullable().describe('When the onboarding was last submitted'),
  approved_at: z.string().nullable().describe('When an admin last approved the membership'),
  sectors: z.array(sectorSchema),
  practices: z.array(practiceSchema),
  seniority: senioritySchema.nullable(),
  company_name: z.string().nullable().describe("A client's company"),
  rating: z.string().nullable().describe('The average of the published reviews of the member, 1.0 to 5.0'),
  review_count: z.number().int(),
})
export type MemberReportRow = z.infer<typeof memberReportRowSchema>

/** One month of the trend (UTC): members registered, memberships approved. */
export const memberTrendMonthSchema = z.object({
  month: reportMonthSchema,
  registrations: z.number().int(),
  approvals: z.number().int(),
})
export type MemberTrendMonth = z.infer<typeof memberTrendMonthSchema>

export const memberReportSchema = z.object({
  role: memberReportRoleSchema,
  total: z.number().int().describe('Members matching every filter'),
  counts: z
    .record(memberReportStateSchema, z.number().int())
    .describe('Members in each state, matching every filter but the state'),
  trend: z.object({
    from: reportMonthSchema,
    to: reportMonthSchema,
    months: z.array(memberTrendMonthSchema),
  }),
  members: pageOf(memberReportRowSchema),
})
export type MemberReport = z.infer<typeof memberReportSchema>

/**
 * `GET /api/admin/network/consultants/search`: the owners' search (`GET /api/network/consultants`)
 * over every consultant with a membership, whatever its state, with the admins' filters.
 */
export const adminConsultantSearchQuerySchema = consultantsQuerySchema.extend({
  state: memberReportStateSchema.optional().describe('Any state when absent'),
  min_rating: z.coerce
    .number()
    .min(1, 'min_rating is 1 to 5')
    .max(5, 'min_rating is 1 to 5')
    .optional()
    .describe('The lowest average of published reviews, 1 to 5; consultants without reviews are left out'),
})
export type AdminConsultantSearchQuery = Partial<
  Omit<z.output<typeof adminConsultantSearchQuerySchema>, 'languages'> & { languages: string }
>

/** A consultant the admins found: the owners' card (no shortlist) with the e-mail, state and rating. */
export const adminConsultantHitSchema = consultantHitSchema.omit({ shortlisted: true }).extend({
  email: z.string(),
  state: memberReportStateSchema,
  rating: z.string().nullable(),
  review_count: z.number().int(),
})
export type AdminConsultantHit = z.infer<typeof adminConsultantHitSchema>
export const adminConsultantPageSchema = pageOf(adminConsultantHitSchema)
export type AdminConsultantPage = z.infer<typeof adminConsultantPageSchema>

export const execPartnerCardParamsSchema = z.object({ userId: idParamSchema })

/** The most characters of a reason for hiding a card. */
export const MAX_CARD_REASON = 500

/** `PUT /api/admin/network/exec-partners/:userId/card`: hide or show the partner's public card. */
export const execPartnerCardRequestSchema = z.strictObject({
  hidden: z.boolean(),
  reason: text()
    .trim()
    .max(MAX_CARD_REASON, `at most ${MAX_CARD_REASON} characters`)
    .optional()
    .describe('Why it is hidden, for the other admins (when hiding)'),
})
export type ExecPartnerCardRequest = z.input<typeof execPartnerCardRequestSchema>

/**
 * An executive partner's public card as the admins see it. `has_card`: approved, with a headline,
 * account live (the card's own conditions); `shown`: on /our-leaders and in the search now, i.e.
 * `has_card`, not hidden and the account not suspended (a suspension hides the card too, and
 * showing it waits for the reactivation).
 */
export const execPartnerCardStatusSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  headline: z.string().nullable(),
  has_card: z.boolean(),
  hidden: z.boolean(),
  suspended: z.boolean(),
  shown: z.boolean(),
  hidden_at: z.string().nullable(),
  hidden_by: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
  reason: z.string().nullable(),
})
export type ExecPartnerCardStatus = z.infer<typeof execPartnerCardStatusSchema>

/** `GET .../exec-partners/:userId/card`: the card's state and its history of hides and shows. */
export const execPartnerCardDetailSchema = execPartnerCardStatusSchema.extend({
  history: z.array(adminActionEntrySchema),
})
export type ExecPartnerCardDetail = z.infer<typeof execPartnerCardDetailSchema>

/** `GET /api/admin/network/exec-partner-cards`: every partner with a card, or one hidden, by name. */
export const execPartnerCardListSchema = z.object({ items: z.array(execPartnerCardStatusSchema) })
export type ExecPartnerCardList = z.infer<typeof execPartnerCardListSchema>
