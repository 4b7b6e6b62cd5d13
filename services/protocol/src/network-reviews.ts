import { z } from 'zod'
import { userTypeSchema } from './accounts.js'
import { publicProfileSchema } from './network-profile.js'
import { text } from './text.js'

/**
 * Reviews (issue 16, part 3): once a contract is completed, each party rates the other (1-5 overall
 * and per criterion) and writes a comment, within 30 days. Published reviews are shown on the
 * reviewed member's profile and make an executive partner's rating on the leaders' cards.
 */

export const REVIEW_STATES = ['published', 'hidden'] as const
export const reviewStateSchema = z.enum(REVIEW_STATES)
export type ReviewState = z.infer<typeof reviewStateSchema>

/** The criteria each side rates besides the overall mark. */
export const REVIEW_CRITERIA = ['quality', 'communication', 'reliability'] as const
export type ReviewCriterion = (typeof REVIEW_CRITERIA)[number]

/** How long after completion a contract may be reviewed. */
export const REVIEW_WINDOW_DAYS = 30
export const MAX_REVIEW_COMMENT = 2000

export const REVIEW_NOTIFICATION_KINDS = ['review.received'] as const

/** The refusal keys of the review form (`network-reviews`, `invalid.*`). */
export const reviewMessages = { rating: 'rating', comment: 'comment' } as const

const markSchema = z
  .number({ error: reviewMessages.rating })
  .int({ error: reviewMessages.rating })
  .min(1, { error: reviewMessages.rating })
  .max(5, { error: reviewMessages.rating })

/** `POST /api/network/contracts/:id/review`. */
export const reviewRequestSchema = z.strictObject({
  rating: markSchema.describe('1 to 5, overall'),
  criteria: z.strictObject({ quality: markSchema, communication: markSchema, reliability: markSchema }),
  comment: text({ multiline: true, error: reviewMessages.comment })
    .trim()
    .min(1, { error: reviewMessages.comment })
    .max(MAX_REVIEW_COMMENT, { error: reviewMessages.comment })
    .transform((value) => value.replace(/\r\n?/g, '\n'))
    .describe('Plain text, 1 to 2000 characters'),
})
export type ReviewRequest = z.input<typeof reviewRequestSchema>

/** A member as a review names them: display name and role. */
export const reviewPersonSchema = z.object({
  user_id: z.number().int(),
  name: z.string().nullable().describe('null once the account is erased'),
  role: userTypeSchema,
})

export const reviewSchema = z.object({
  id: z.uuid(),
  contract_id: z.uuid(),
  project: z.object({ id: z.number().int(), title: z.string().nullable() }),
  author: reviewPersonSchema,
  subject: reviewPersonSchema,
  rating: z.number().int(),
  criteria: z.object({
    quality: z.number().int(),
    communication: z.number().int(),
    reliability: z.number().int(),
  }),
  comment: z.string(),
  state: reviewStateSchema,
  created_at: z.string(),
})
export type Review = z.infer<typeof reviewSchema>

/** A completed contract I may still review: the other party and until when. */
export const awaitingReviewSchema = z.object({
  contract_id: z.uuid(),
  project: z.object({ id: z.number().int(), title: z.string().nullable() }),
  other: reviewPersonSchema,
  open_until: z.string(),
})
export type AwaitingReview = z.infer<typeof awaitingReviewSchema>

/** `GET /api/network/reviews`: what I wrote, what others wrote about me (published), what awaits me. */
export const myReviewsSchema = z.object({
  written: z.array(reviewSchema),
  received: z.array(reviewSchema),
  awaiting: z.array(awaitingReviewSchema),
})
export type MyReviews = z.infer<typeof myReviewsSchema>

/** The published reviews about a member, on their profile: the average overall mark and the reviews. */
export const profileReviewsSchema = z.object({
  average: z.string().nullable().describe('1.0 to 5.0, one decimal; null while there is none'),
  count: z.number().int(),
  items: z.array(reviewSchema),
})
export type ProfileReviews = z.infer<typeof profileReviewsSchema>

export const reviewParamsSchema = z.object({ id: z.uuid() })

/** `GET /api/network/profiles/:userId`: the profile as members see it, with the published reviews about them. */
export const reviewedProfileSchema = publicProfileSchema.extend({ reviews: profileReviewsSchema })
export type ReviewedProfile = z.infer<typeof reviewedProfileSchema>
