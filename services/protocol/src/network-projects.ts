import { z } from 'zod'
import { decimalInput } from './decimal-input.js'
import { EUR_DECIMALS } from './money/index.js'
import { idParamSchema, practiceSchema, sectorSchema, senioritySchema } from './public-taxonomy.js'
import { text } from './text.js'

/**
 * The owner's projects (issue 16, spec §1 and §3): what clients and executive partners write under
 * /api/network/projects, and what the api answers. The web's new-project form validates with the
 * same schemas; their messages are keys the web translates (`network-projects` namespace,
 * `invalid.*`), as the profile's are.
 */

/** draft -> published -> closed; a closed project may be published again (reopened). */
export const PROJECT_STATUSES = ['draft', 'published', 'closed'] as const
export const projectStatusSchema = z.enum(PROJECT_STATUSES)
export type ProjectStatus = z.infer<typeof projectStatusSchema>

/** The transitions an owner asks for by name: `POST /api/network/projects/:id/<transition>`. */
export const OWNER_PROJECT_TRANSITIONS = ['publish', 'close', 'reopen'] as const
export type OwnerProjectTransition = (typeof OWNER_PROJECT_TRANSITIONS)[number]

/** The refusal keys of the project form's fields. */
export const projectMessages = {
  required: 'required',
  tooLong: 'tooLong',
  days: 'days',
  percent: 'percent',
  fee: 'fee',
  tooManyKpis: 'tooManyKpis',
} as const

/** At most this many KPIs per project (spec §1: the success fee is tied to them). */
export const MAX_PROJECT_KPIS = 10

const requiredText = (max: number, multiline = false) =>
  text({ multiline, error: projectMessages.required })
    .trim()
    .min(1, { error: projectMessages.required })
    .max(max, { error: projectMessages.tooLong })

/** A text the owner may leave empty: absent, null and '' all mean "not given yet" (null). */
const optionalText = (max: number, multiline = false) =>
  text({ multiline })
    .trim()
    .max(max, { error: projectMessages.tooLong })
    .nullish()
    .transform((value) => (value ? value : null))

/** An amount in euros: at most 9 digits before the point, cents after it. */
const feeSchema = decimalInput({ integerDigits: 9, decimals: EUR_DECIMALS, error: projectMessages.fee })

const percentSchema = z
  .number({ error: projectMessages.percent })
  .int({ error: projectMessages.percent })
  .min(0, { error: projectMessages.percent })
  .max(100, { error: projectMessages.percent })

/** One KPI the success fee is tied to: what is measured and the target to reach. */
export const projectKpiSchema = z.strictObject({
  name: requiredText(100),
  target: requiredText(100),
})
export type ProjectKpi = z.output<typeof projectKpiSchema>

/**
 * `POST /api/network/projects` (a new draft) and `PUT /api/network/projects/:id` (the whole form
 * again). Only the title is needed for a draft; publishing checks the rest (422
 * PROJECT_INCOMPLETE, `details.missing`). The description is plain text: paragraphs and line
 * breaks are kept, nothing is read as markup (the web shows it as text).
 */
export const projectRequestSchema = z.strictObject({
  title: requiredText(200),
  sector: sectorSchema.nullish().transform((value) => value ?? null),
  domain: practiceSchema
    .nullish()
    .transform((value) => value ?? null)
    .describe('The practice the project belongs to'),
  city: optionalText(100),
  remote: z.boolean().default(false),
  duration_days: z
    .number({ error: projectMessages.days })
    .int({ error: projectMessages.days })
    .min(1, { error: projectMessages.days })
    .max(3650, { error: projectMessages.days })
    .nullish()
    .transform((value) => value ?? null),
  experience: senioritySchema.nullish().transform((value) => value ?? null),
  description: optionalText(20_000, true).transform((value) => value?.replace(/\r\n?/g, '\n') ?? null),
  base_fee: feeSchema
    .nullish()
    .transform((value) => value ?? null)
    .describe('The base fee in EUR, a decimal string ("12000" or "12000.50")'),
  success_fee: feeSchema
    .nullish()
    .transform((value) => value ?? null)
    .describe('The success fee in EUR, paid within the bonus and malus bounds as the KPIs are met'),
  bonus_percent: percentSchema
    .nullish()
    .transform((value) => value ?? null)
    .describe('How much the success fee may rise when the KPIs are beaten, in % (0-100)'),
  malus_percent: percentSchema
    .nullish()
    .transform((value) => value ?? null)
    .describe('How much it may fall when they are missed, in % (0-100)'),
  kpis: z
    .array(projectKpiSchema)
    .max(MAX_PROJECT_KPIS, { error: projectMessages.tooManyKpis })
    .default([])
    .describe('The KPIs the success fee is tied to (1 to 10 to publish a success fee)'),
  contact: optionalText(200),
})
export type ProjectRequest = z.input<typeof projectRequestSchema>
export type ProjectFields = z.output<typeof projectRequestSchema>

/**
 * What publishing needs, as `details.missing` names it: the board's fields (`city_or_remote`: a
 * city, or remote), the base fee, and with a success fee its KPIs and bounds.
 */
export const PROJECT_PUBLISH_FIELDS = [
  'title',
  'sector',
  'domain',
  'city_or_remote',
  'duration_days',
  'experience',
  'description',
  'base_fee',
  'kpis',
  'bonus_percent',
  'malus_percent',
  'contact',
] as const
export const projectPublishFieldSchema = z.enum(PROJECT_PUBLISH_FIELDS)
export type ProjectPublishField = z.infer<typeof projectPublishFieldSchema>

/** `details` of 422 PROJECT_INCOMPLETE. */
export const projectIncompleteDetailsSchema = z.object({ missing: z.array(projectPublishFieldSchema) })

/**
 * `details` of 409 TRANSITION_NOT_ALLOWED, for every state machine of the network: the entity's
 * state now and the transition that was asked for.
 */
export const transitionNotAllowedDetailsSchema = z.object({ state: z.string(), transition: z.string() })
export type TransitionNotAllowedDetails = z.infer<typeof transitionNotAllowedDetailsSchema>

/** One recorded transition of a project, oldest first: who (me or the platform), what, when. */
export const projectHistoryEntrySchema = z.object({
  transition: z.string(),
  from_state: z.string(),
  to_state: z.string(),
  /** false: the platform did it (an expiry, an account erasure). */
  by_owner: z.boolean(),
  message: z.string().nullable(),
  at: z.string().describe('ISO-8601 UTC'),
})
export type ProjectHistoryEntry = z.infer<typeof projectHistoryEntrySchema>

/** A project as its owner sees it in the list. */
export const myProjectSummarySchema = z.object({
  id: z.number().int(),
  status: projectStatusSchema,
  title: z.string(),
  sector: sectorSchema.nullable(),
  domain: practiceSchema.nullable(),
  city: z.string().nullable(),
  remote: z.boolean(),
  duration_days: z.number().int().nullable(),
  experience: senioritySchema.nullable(),
  description: z.string().nullable(),
  base_fee: z.string().nullable().describe('EUR, two decimals'),
  success_fee: z.string().nullable().describe('EUR, two decimals'),
  bonus_percent: z.number().int().nullable(),
  malus_percent: z.number().int().nullable(),
  kpis: z.array(z.object({ name: z.string(), target: z.string() })),
  contact: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable().describe('When it last went on the board; null for a draft'),
})
export type MyProjectSummary = z.infer<typeof myProjectSummarySchema>

/** `GET /api/network/projects/:id` and every write's answer: the project and its history. */
export const myProjectSchema = myProjectSummarySchema.extend({
  history: z.array(projectHistoryEntrySchema),
})
export type MyProject = z.infer<typeof myProjectSchema>

/** `GET /api/network/projects`: my projects, last changed first, and how many are in each state. */
export const myProjectsSchema = z.object({
  items: z.array(myProjectSummarySchema),
  counts: z.object({ draft: z.number().int(), published: z.number().int(), closed: z.number().int() }),
})
export type MyProjects = z.infer<typeof myProjectsSchema>

/** `GET /api/network/projects?status=`: one state only, or all. */
export const myProjectsQuerySchema = z.object({ status: projectStatusSchema.optional() })

export const myProjectParamsSchema = z.object({ id: idParamSchema })
