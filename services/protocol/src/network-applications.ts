import { z } from 'zod'
import { dayRateSchema, isoDateSchema } from './network-onboarding.js'
import { projectSchema } from './projects.js'
import { projectHistoryEntrySchema, projectStatusSchema } from './network-projects.js'
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
 * Jobs and applications (issue 16, part 2): the consultant's side of the board
 * (`/api/network/jobs`), their applications, and the owner's answers. An application's state
 * moves through the network's workflow (services/api/src/network/applications/README.md).
 */

/** submitted -> shortlisted -> accepted | rejected; withdrawn by the consultant; expired unanswered. */
export const APPLICATION_STATES = [
  'submitted',
  'shortlisted',
  'accepted',
  'rejected',
  'withdrawn',
  'expired',
] as const
export const applicationStateSchema = z.enum(APPLICATION_STATES)
export type ApplicationState = z.infer<typeof applicationStateSchema>

/** The transitions asked for by name: `POST /api/network/applications/:id/<transition>`. */
export const APPLICATION_TRANSITIONS = ['shortlist', 'accept', 'reject', 'withdraw'] as const
export type ApplicationTransition = (typeof APPLICATION_TRANSITIONS)[number]

/** `GET /api/network/jobs`: the board's filters, plus remote; all optional. */
export const jobsQuerySchema = z.object({
  query: searchTermSchema.describe(
    'Full-text search, as on the board (web-search syntax, each word a prefix)',
  ),
  sector: sectorSchema.optional(),
  domain: practiceSchema.optional(),
  experience: senioritySchema.optional(),
  city: text().trim().min(1).max(100).optional(),
  remote: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('true: remote projects only; false: on-site only'),
  page: pageQuerySchema,
  page_size: z.coerce.number().int().min(1).max(50).default(10),
})
/** What a client may send: every field optional, page numbers as numbers. */
export type JobsQuery = Partial<z.output<typeof jobsQuerySchema>>

/** My application to a job, if I applied (the latest one). */
export const myApplicationRefSchema = z.object({ id: z.uuid(), state: applicationStateSchema }).nullable()

/** A job as a consultant sees it: the board's project, how it matches my expertise, my application. */
export const jobSchema = projectSchema.extend({
  status: projectStatusSchema,
  match: z
    .object({ sector: z.boolean(), domain: z.boolean(), experience: z.boolean() })
    .describe("Whether the project's sector, practice and seniority are among my onboarding expertise"),
  my_application: myApplicationRefSchema,
})
export type Job = z.infer<typeof jobSchema>
export const jobPageSchema = pageOf(jobSchema)
export type JobPage = z.infer<typeof jobPageSchema>

/** The refusal keys of the application form's fields (the rate and date keep onboarding's). */
export const applicationMessages = { coverMessage: 'coverMessage' } as const

/** At most this many characters in a cover message. */
export const MAX_COVER_MESSAGE = 5000

/**
 * `POST /api/network/jobs/:id/applications`. As JSON, the application sends my onboarding CV (a
 * copy, so that a later change does not alter what was sent); as multipart/form-data, the same
 * three text fields and a new CV in the field `file` (PDF, DOC or DOCX, at most 10 MB).
 */
export const applicationRequestSchema = z.strictObject({
  cover_message: text({ multiline: true, error: applicationMessages.coverMessage })
    .trim()
    .min(1, { error: applicationMessages.coverMessage })
    .max(MAX_COVER_MESSAGE, { error: applicationMessages.coverMessage })
    .transform((value) => value.replace(/\r\n?/g, '\n'))
    .describe('Plain text, 1 to 5000 characters'),
  day_rate: dayRateSchema.describe('The proposed day rate in EUR, a decimal string'),
  available_from: isoDateSchema.describe('When I can start, YYYY-MM-DD'),
})
export type ApplicationRequest = z.input<typeof applicationRequestSchema>

/** `POST /api/network/applications/:id/<transition>`: an optional message to the other side. */
export const applicationTransitionRequestSchema = z
  .strictObject({
    message: text({ multiline: true })
      .trim()
      .max(2000)
      .optional()
      .transform((value) => (value ? value.replace(/\r\n?/g, '\n') : undefined)),
  })
  .nullish()
  .describe('An optional message (a rejection says why); no body at all is fine')

/** The applicant as the owner sees them: no e-mail, phone or address (those stay on the profile's rules). */
export const applicantSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  title: z.string().nullable().describe("The profile's headline"),
  thumbnail_url: z.string().nullable(),
  profile_url: z.string().describe('GET it for the whole profile'),
})
export type Applicant = z.infer<typeof applicantSchema>

/** An application in a list (mine, or a project's for its owner). */
export const applicationSummarySchema = z.object({
  id: z.uuid(),
  state: applicationStateSchema,
  project: z.object({ id: z.number().int(), title: z.string().nullable(), status: projectStatusSchema }),
  consultant: applicantSchema,
  day_rate: z.string().describe('EUR a day, two decimals'),
  available_from: z.string().describe('YYYY-MM-DD'),
  created_at: z.string(),
  updated_at: z.string(),
})
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>

/** One application with its cover message, its CV and its history (oldest first). */
export const applicationSchema = applicationSummarySchema.extend({
  cover_message: z.string(),
  cv: z
    .object({ file_name: z.string(), mime_type: z.string(), size: z.number().int(), url: z.string() })
    .nullable(),
  history: z.array(projectHistoryEntrySchema.omit({ by_owner: true }).extend({ by_system: z.boolean() })),
})
export type Application = z.infer<typeof applicationSchema>

export const applicationListSchema = z.object({ items: z.array(applicationSummarySchema) })
export type ApplicationList = z.infer<typeof applicationListSchema>

export const applicationParamsSchema = z.object({ id: z.uuid() })
export const jobParamsSchema = z.object({ id: idParamSchema })
