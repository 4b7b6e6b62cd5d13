import { z } from 'zod'
import { text } from './text.js'

export const voteQuestionSchema = z.object({
  question: text().trim().min(1).max(500),
  answers: z.array(text().trim().min(1).max(200)).min(2).max(20),
})

/** `POST /api/admin/iqs/votes` (spec §3 Vote: questions with answers, end date, public/private, multiple answers). */
export const createVoteRequestSchema = z.object({
  title: text().trim().min(1).max(200),
  questions: z.array(voteQuestionSchema).min(1).max(20),
  endDate: z.iso.datetime({ offset: true }).describe('ISO 8601; must be in the future'),
  isPublic: z.boolean().describe('Public: the results show who chose what; private: only totals'),
  multipleAnswers: z.boolean(),
})
export type CreateVoteRequest = z.infer<typeof createVoteRequestSchema>

/** `POST /api/iqs/votes/:id/ballot`: for each question, the indices of the chosen answers. */
export const ballotRequestSchema = z.object({
  choices: z.array(z.array(z.number().int().min(0)).min(1)).min(1),
})

const answerResultSchema = z.object({
  answer: z.string(),
  weight: z.string().describe('IQS shares that chose it'),
  voters: z
    .array(z.object({ id: z.number().int(), name: z.string(), weight: z.string() }))
    .nullable()
    .describe('Public votes only; null for a private vote'),
})

export const voteResultsSchema = z.array(
  z.object({ question: z.string(), answers: z.array(answerResultSchema) }),
)

const voteBaseSchema = z.object({
  id: z.string(),
  title: z.string(),
  // Not the request's schema: a vote stored before a rule was tightened must still be served.
  questions: z.array(z.object({ question: z.string(), answers: z.array(z.string()) })),
  endsAt: z.string(),
  isPublic: z.boolean(),
  multipleAnswers: z.boolean(),
  open: z.boolean(),
  recordPosition: z.number().int().describe('Log position whose IQS holdings weigh the ballots'),
  createdAt: z.string(),
})

/** `GET /api/iqs/votes`: a vote with my weight and my ballot, and the totals. */
export const memberVoteSchema = voteBaseSchema.extend({
  myWeight: z.string().describe('My IQS shares at the record position; 0: not a holder, cannot vote'),
  myBallot: z.object({ choices: z.array(z.array(z.number().int())), weight: z.string() }).nullable(),
  results: voteResultsSchema,
})
export type MemberVote = z.infer<typeof memberVoteSchema>

/** `GET /api/admin/iqs/votes`: the history with results. */
export const adminVoteSchema = voteBaseSchema.extend({
  ballots: z.number().int(),
  eligibleWeight: z.string(),
  castWeight: z.string(),
  results: voteResultsSchema,
})
export type AdminVote = z.infer<typeof adminVoteSchema>
