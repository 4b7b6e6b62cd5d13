import { z } from 'zod'
import { userTypeSchema } from './accounts.js'
import { adminActionEntrySchema } from './admin-permissions.js'
import { applicationSummarySchema } from './network-applications.js'
import { contractSchema } from './network-contracts.js'
import { myProjectSummarySchema, projectStatusSchema } from './network-projects.js'
import {
  MAX_REPORT_MONTHS,
  monthSpan,
  reportFiguresSchema,
  reportMonthRowSchema,
  reportMonthSchema,
} from './network-reports.js'
import { reviewSchema } from './network-reviews.js'
import { idParamSchema, pageOf, pageQuerySchema, practiceSchema, sectorSchema } from './public-taxonomy.js'
import { text } from './text.js'

/**
 * The projects admin (issue 18, spec §2 `/admin-projects`: reports, project-sheet): every project's
 * figures for admins holding the `projects` group, and one project's whole sheet. The rules are in
 * services/api/src/network/projects-admin/README.md.
 */

/** A member as the admins' pages name them: an erased account keeps its id, loses its name. */
export const projectPersonSchema = z.object({
  user_id: z.number().int(),
  name: z.string().nullable().describe('null once the account is erased'),
  role: userTypeSchema,
})
export type ProjectPerson = z.infer<typeof projectPersonSchema>

/** The period's two refinements of the partners' report (`reportQuerySchema`), on a wider query. */
const periodChecked = <T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(
  schema: T,
) =>
  schema
    .refine((q) => !q.from || !q.to || monthSpan(q.from, q.to) >= 1, {
      message: 'from must not be after to',
      path: ['from'],
    })
    .refine((q) => !q.from || !q.to || monthSpan(q.from, q.to) <= MAX_REPORT_MONTHS, {
      message: `at most ${MAX_REPORT_MONTHS} months`,
      path: ['from'],
    })

/** The report's filters without the table's page: what the Excel export takes. */
export const projectsReportFilterSchema = z.object({
  from: reportMonthSchema.optional().describe('The first month, YYYY-MM'),
  to: reportMonthSchema.optional().describe('The last month, YYYY-MM (default: the current month)'),
  status: projectStatusSchema.optional().describe("The project's state now"),
  sector: sectorSchema.optional(),
  owner_id: idParamSchema.optional().describe("The owner's (client's or executive partner's) user id"),
})

/** `GET /api/admin/projects/reports.xlsx`: the same filters as the report. */
export const projectsReportExportQuerySchema = periodChecked(projectsReportFilterSchema)

/**
 * `GET /api/admin/projects/reports`: the months `from` to `to` (both included; without them the last
 * 12 months), the projects' state, sector and owner, and the page of the projects table.
 */
export const projectsReportQuerySchema = periodChecked(
  projectsReportFilterSchema.extend({
    page: pageQuerySchema,
    page_size: z.coerce.number().int().min(1).max(200).default(50),
  }),
)
/** What a client may send: every field optional, ids and page numbers as numbers. */
export type ProjectsReportQuery = Partial<z.output<typeof projectsReportQuerySchema>>

/**
 * One project's figures: its applications, its contracts (drafted, signed, completed), how long its
 * first applicant took, and its fees. Amounts are EUR decimal strings, exact.
 */
export const projectFiguresSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  status: projectStatusSchema,
  sector: sectorSchema.nullable(),
  domain: practiceSchema.nullable(),
  owner: projectPersonSchema.nullable().describe('null: a seeded board row, or an owner since erased'),
  created_at: z.string(),
  first_published_at: z
    .string()
    .nullable()
    .describe('Its first publication; null for a draft never published'),
  applications: z.number().int(),
  first_application_at: z.string().nullable(),
  hours_to_first_applicant: z
    .number()
    .int()
    .nullable()
    .describe('Whole hours from the first publication to the first application; null without either'),
  contracts: z.number().int().describe('Every contract drafted on it'),
  contracts_signed: z.number().int().describe('Contracts signed by both parties (terminated later included)'),
  contracts_completed: z.number().int(),
  base_fee: z.string().nullable().describe("The project's base fee, EUR"),
  success_fee: z.string().nullable().describe("The project's success fee before the multiple, EUR"),
  contracted_base_fees: z.string().describe('Base fees of its signed contracts, EUR'),
  day_rate_value: z.string().describe("Its signed contracts' day rates times their working days, EUR"),
  success_fee_due: z
    .string()
    .nullable()
    .describe('The success fees its completed contracts pay, EUR; null while none is known'),
})
export type ProjectFigures = z.infer<typeof projectFiguresSchema>

/** The projects a report counts, in sum: every count and amount of the table, and the times. */
export const projectsSummarySchema = z.object({
  projects: z.number().int(),
  applications: z.number().int(),
  projects_with_applicant: z.number().int(),
  mean_hours_to_first_applicant: z.number().int().nullable(),
  median_hours_to_first_applicant: z.number().int().nullable(),
  contracts: z.number().int(),
  contracts_signed: z.number().int(),
  contracts_completed: z.number().int(),
  base_fees: z.string(),
  success_fees: z.string(),
  contracted_base_fees: z.string(),
  day_rate_value: z.string(),
  success_fees_due: z.string(),
})
export type ProjectsSummary = z.infer<typeof projectsSummarySchema>

/** A group of the breakdowns: how many projects, their applications and signed contracts, their fees. */
const groupFiguresSchema = z.object({
  projects: z.number().int(),
  applications: z.number().int(),
  contracts_signed: z.number().int(),
  contracted_base_fees: z.string(),
})

/** A month of the report: the partners' figures, and the projects of the table created that month. */
export const projectsReportMonthSchema = reportMonthRowSchema.extend({
  projects_created: z.number().int().describe('Projects of the table created that month'),
})
export type ProjectsReportMonth = z.infer<typeof projectsReportMonthSchema>

export const PROJECTS_REPORT_MONTH_FIGURES = [
  'projects_created',
  'projects_published',
  'applications_received',
  'contracts_drafted',
  'contracts_signed',
  'contracts_completed',
  'contracted_fees',
  'success_fees_due',
] as const satisfies readonly (keyof ProjectsReportMonth)[]
export type ProjectsReportMonthFigure = (typeof PROJECTS_REPORT_MONTH_FIGURES)[number]

/**
 * `GET /api/admin/projects/reports`: month by month what happened to the projects of the filters
 * (state, sector, owner); the projects created in the period, in sum, by state, sector and owner,
 * and one page of them; and every owner, for the filter's choices.
 */
export const projectsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(projectsReportMonthSchema),
  totals: reportFiguresSchema.extend({ projects_created: z.number().int() }),
  summary: projectsSummarySchema,
  by_status: z.object({ draft: z.number().int(), published: z.number().int(), closed: z.number().int() }),
  by_sector: z.array(groupFiguresSchema.extend({ sector: sectorSchema.nullable() })),
  by_owner: z.array(groupFiguresSchema.extend({ owner: projectPersonSchema.nullable() })),
  owners: z.array(projectPersonSchema).describe('Every owner of a project, by name: the filter’s choices'),
  projects: pageOf(projectFiguresSchema),
})
export type ProjectsReport = z.infer<typeof projectsReportSchema>

/** `GET /api/admin/projects`: the projects to open a sheet of, by title, owner or number. */
export const adminProjectsQuerySchema = z.object({
  query: text()
    .trim()
    .max(200)
    .optional()
    .describe("Part of the title or of the owner's name, or the number"),
  status: projectStatusSchema.optional(),
  page: pageQuerySchema,
  page_size: z.coerce.number().int().min(1).max(100).default(20),
})
/** What a client may send: every field optional, page numbers as numbers. */
export type AdminProjectsQuery = Partial<z.output<typeof adminProjectsQuerySchema>>

export const adminProjectListItemSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  status: projectStatusSchema,
  sector: sectorSchema.nullable(),
  owner: projectPersonSchema.nullable(),
  created_at: z.string(),
})
export type AdminProjectListItem = z.infer<typeof adminProjectListItemSchema>
export const adminProjectPageSchema = pageOf(adminProjectListItemSchema)
export type AdminProjectPage = z.infer<typeof adminProjectPageSchema>

export const projectSheetParamsSchema = z.object({ projectId: idParamSchema })

/** The processes a sheet's history tells: the project's and those of its applications, contracts, reviews. */
export const SHEET_PROCESSES = ['project', 'application', 'contract', 'review'] as const
export const sheetProcessSchema = z.enum(SHEET_PROCESSES)
export type SheetProcess = z.infer<typeof sheetProcessSchema>

/** One recorded transition on the project or on one of its records, with who took it. */
export const sheetHistoryEntrySchema = z.object({
  process: sheetProcessSchema,
  entity_id: z.string(),
  transition: z.string(),
  from_state: z.string(),
  to_state: z.string(),
  actor: projectPersonSchema.nullable().describe('null: the platform (a deadline, an erasure)'),
  message: z.string().nullable(),
  at: z.string(),
})
export type SheetHistoryEntry = z.infer<typeof sheetHistoryEntrySchema>

/** How the success fee stands: none agreed, waiting for a completed contract, or known. */
export const SUCCESS_OUTCOMES = ['none', 'pending', 'known'] as const
export type SuccessOutcome = (typeof SUCCESS_OUTCOMES)[number]

/**
 * `GET /api/admin/projects/:projectId/sheet`: the project's fields and owner, its figures (as the
 * report's table has them), its applicants, its contracts with their KPIs and results, the success
 * fee's outcome, the reviews of its contracts (hidden ones too), its history and the admins' actions.
 */
export const projectSheetSchema = z.object({
  project: myProjectSummarySchema,
  owner: projectPersonSchema.extend({ email: z.string().nullable() }).nullable(),
  figures: projectFiguresSchema,
  applications: z.array(applicationSummarySchema),
  contracts: z.array(contractSchema),
  success_fee: z.object({
    outcome: z.enum(SUCCESS_OUTCOMES),
    contracts_completed: z.number().int(),
    due: z.string().nullable().describe('The sum its completed contracts pay, EUR'),
  }),
  reviews: z.array(reviewSchema),
  history: z.array(sheetHistoryEntrySchema),
  admin_actions: z.array(adminActionEntrySchema),
})
export type ProjectSheet = z.infer<typeof projectSheetSchema>
