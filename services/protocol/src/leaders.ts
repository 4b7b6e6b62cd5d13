import { z } from 'zod'
import {
  availabilitySchema,
  businessFunctionSchema,
  practiceSchema,
  sectorSchema,
} from './public-taxonomy.js'
import { text } from './text.js'

/** How /our-leaders groups executive partners: its three tabs. */
export const leaderGroupingSchema = z.enum(['sector', 'practice', 'function'])
export type LeaderGrouping = z.infer<typeof leaderGroupingSchema>

/** An executive partner card (spec §3): expertise, degree, rating, availability, CV. */
export const leaderSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  headline: z.string(),
  sector: sectorSchema,
  practice: practiceSchema,
  function: businessFunctionSchema,
  expertise: z.string().describe('Domain expertise, free text'),
  degree: z.string(),
  rating: z.string().nullable().describe('0.0 to 5.0, a decimal string'),
  availability: availabilitySchema,
  cv_url: z.string().nullable(),
  photo_url: z.string().nullable(),
})
export type Leader = z.infer<typeof leaderSchema>

/** One value of a grouping with how many partners it holds. */
export const leaderGroupSchema = z.object({ value: z.string(), count: z.number().int() })
export type LeaderGroup = z.infer<typeof leaderGroupSchema>

/** `GET /api/leaders/groups?by=sector`. */
export const leaderGroupsQuerySchema = z.object({ by: leaderGroupingSchema })

/** `GET /api/leaders?by=sector&value=banking`: both or neither. */
export const leadersQuerySchema = z
  .object({
    by: leaderGroupingSchema.optional(),
    value: text().trim().min(1).max(60).optional(),
  })
  .refine((q) => (q.by === undefined) === (q.value === undefined), {
    message: 'by and value go together',
    path: ['value'],
  })
  .refine(
    (q) =>
      q.by === undefined ||
      { sector: sectorSchema, practice: practiceSchema, function: businessFunctionSchema }[q.by].safeParse(
        q.value,
      ).success,
    { message: 'value is not one of the values of this grouping', path: ['value'] },
  )
