import { z } from 'zod'
import { dayRateSchema } from './network-onboarding.js'
import {
  languageEntrySchema,
  PROFILE_LANGUAGES,
  publicProfileSchema,
  type ProfileLanguage,
} from './network-profile.js'
import {
  availabilitySchema,
  businessFunctionSchema,
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
 * Finding consultants (issue 16, part C): the owners' search of approved consultants
 * (`/my-projects/find-consultants` for clients, `search-consultants` for executive partners), their
 * shortlist (`my-consultants`) and their invitations to apply to a project. The rules are in
 * services/api/src/network/consultants/README.md.
 */

/** The refusal keys of the consultants' forms, translated by the web (`network-consultants`). */
export const consultantMessages = { note: 'note', languages: 'languages', project: 'project' } as const

/** The availability filter: can start now, within a month (31 days), within three months (92 days). */
export const AVAILABILITY_FILTERS = ['immediate', 'one-month', 'three-months'] as const
export const availabilityFilterSchema = z.enum(AVAILABILITY_FILTERS)
export type AvailabilityFilter = z.infer<typeof availabilityFilterSchema>

/** `languages=English,French`: the profile languages a consultant should speak, comma separated. */
const languagesParamSchema = text()
  .max(400)
  .optional()
  .transform((value, context) => {
    const names = (value ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
    const unknown = names.filter((name) => !(PROFILE_LANGUAGES as readonly string[]).includes(name))
    if (unknown.length > 0) {
      context.addIssue({ code: 'custom', message: consultantMessages.languages })
      return z.NEVER
    }
    return names.length > 0 ? ([...new Set(names)] as ProfileLanguage[]) : undefined
  })
  .describe('Profile languages, comma separated, e.g. `English,French` (spec §3 names)')

/**
 * `GET /api/network/consultants`. `query` must match (full text over name, headline and skills);
 * `available` and `max_day_rate` are limits; sector, practice, function, seniority and languages
 * rank: a consultant matching more of them comes first, one matching none of those given is left out.
 */
export const consultantsQuerySchema = z.object({
  query: searchTermSchema.describe(
    'Full-text search over name, headline and skills (web-search syntax, each word a prefix)',
  ),
  sector: sectorSchema.optional(),
  practice: practiceSchema.optional(),
  function: businessFunctionSchema.optional(),
  seniority: senioritySchema.optional(),
  languages: languagesParamSchema,
  available: availabilityFilterSchema
    .optional()
    .describe('Can start now, within a month (31 days) or within three months (92 days)'),
  max_day_rate: dayRateSchema.optional().describe('The highest day rate in EUR, a decimal string'),
  page: pageQuerySchema,
  page_size: z.coerce.number().int().min(1).max(50).default(10),
})
/** What a client may send: every field optional; languages as the comma-separated text. */
export type ConsultantsQuery = Partial<
  Omit<z.output<typeof consultantsQuerySchema>, 'languages'> & { languages: string }
>

/** Which of the ranking criteria given a consultant matches (false for a criterion not given). */
export const consultantMatchSchema = z.object({
  sector: z.boolean(),
  practice: z.boolean(),
  function: z.boolean(),
  seniority: z.boolean(),
  languages: z.boolean(),
})
export type ConsultantMatch = z.infer<typeof consultantMatchSchema>

/**
 * A consultant's card in the search and the shortlist: no e-mail, phone or address, ever.
 * `availability` is dated from today; `day_rate` is the onboarding's (EUR, two decimals).
 */
export const consultantCardSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  title: z.string().nullable().describe("The profile's headline"),
  thumbnail_url: z.string().nullable(),
  sectors: z.array(sectorSchema),
  practices: z.array(practiceSchema),
  functions: z.array(businessFunctionSchema),
  seniority: senioritySchema.nullable(),
  languages: z.array(languageEntrySchema.omit({ id: true })),
  availability: availabilitySchema,
  available_from: z.string().nullable().describe('YYYY-MM-DD'),
  day_rate: z.string().nullable().describe('EUR a day, two decimals'),
  shortlisted: z.boolean().describe('On my shortlist'),
})
export type ConsultantCard = z.infer<typeof consultantCardSchema>

/** A card of the search with how it matched. */
export const consultantHitSchema = consultantCardSchema.extend({ match: consultantMatchSchema })
export type ConsultantHit = z.infer<typeof consultantHitSchema>
export const consultantPageSchema = pageOf(consultantHitSchema)
export type ConsultantPage = z.infer<typeof consultantPageSchema>

export const consultantParamsSchema = z.object({ userId: idParamSchema })

/** An invitation to apply, as its owner sees it. */
export const invitationSchema = z.object({
  project: z.object({ id: z.number().int(), title: z.string().nullable() }),
  consultant: z.object({
    user_id: z.number().int(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    title: z.string().nullable(),
    thumbnail_url: z.string().nullable(),
  }),
  message: z.string(),
  created_at: z.string(),
})
export type Invitation = z.infer<typeof invitationSchema>
export const invitationListSchema = z.object({ items: z.array(invitationSchema) })
export type InvitationList = z.infer<typeof invitationListSchema>

/** A consultant's invitation, as they see it (the jobs page says "You were invited"). */
export const receivedInvitationSchema = z.object({
  project: z.object({ id: z.number().int(), title: z.string().nullable() }),
  message: z.string(),
  created_at: z.string(),
})
export const receivedInvitationListSchema = z.object({ items: z.array(receivedInvitationSchema) })
export type ReceivedInvitationList = z.infer<typeof receivedInvitationListSchema>

/** My shortlist's word on a consultant, when they are on it. */
export const shortlistEntrySchema = z.object({
  note: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type ShortlistEntry = z.infer<typeof shortlistEntrySchema>

/**
 * `GET /api/network/consultants/:userId`: the consultant's profile as an owner sees it (the
 * profile's rules: no e-mail, phone or address), their card, my shortlist entry and my invitations.
 */
export const consultantDetailSchema = z.object({
  card: consultantCardSchema,
  profile: publicProfileSchema,
  shortlist: shortlistEntrySchema.nullable(),
  invitations: z.array(invitationSchema.omit({ consultant: true })),
})
export type ConsultantDetail = z.infer<typeof consultantDetailSchema>

/** A multi-line text of at most `max` characters, line ends as \n. */
const note = (max: number) =>
  text({ multiline: true, error: consultantMessages.note })
    .trim()
    .max(max, { error: consultantMessages.note })
    .transform((value) => value.replace(/\r\n?/g, '\n'))

/** At most this many characters in a shortlist note or an invitation's message. */
export const MAX_CONSULTANT_NOTE = 1000

/** `PUT /api/network/my-consultants/:userId`: shortlist (again: the note is rewritten). */
export const shortlistRequestSchema = z
  .strictObject({ note: note(MAX_CONSULTANT_NOTE).optional().describe('For me only, 0 to 1000 characters') })
  .nullish()
export type ShortlistRequest = z.input<typeof shortlistRequestSchema>

/** One consultant of my shortlist, with their card. */
export const shortlistedConsultantSchema = shortlistEntrySchema.extend({ consultant: consultantCardSchema })
export type ShortlistedConsultant = z.infer<typeof shortlistedConsultantSchema>
export const shortlistSchema = z.object({ items: z.array(shortlistedConsultantSchema) })
export type Shortlist = z.infer<typeof shortlistSchema>

/** `POST /api/network/consultants/:userId/invitations`: one of my published projects. */
export const invitationRequestSchema = z.strictObject({
  project_id: idParamSchema,
  message: note(MAX_CONSULTANT_NOTE).optional().describe('A word to the consultant, 0 to 1000 characters'),
})
export type InvitationRequest = z.input<typeof invitationRequestSchema>

/** `GET /api/network/invitations`: mine, optionally of one project. */
export const invitationsQuerySchema = z.object({ project_id: idParamSchema.optional() })

/** The notifications of this part: an invitation to apply, told to the consultant. */
export const INVITATION_NOTIFICATION_KINDS = ['invitation.received'] as const
export type InvitationNotificationKind = (typeof INVITATION_NOTIFICATION_KINDS)[number]
