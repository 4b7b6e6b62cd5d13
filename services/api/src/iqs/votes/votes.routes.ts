import {
  adminVoteSchema,
  ballotRequestSchema,
  createVoteRequestSchema,
  dataEnvelope,
  memberVoteSchema,
  sumQuantities,
  tokenSideIdParamSchema,
} from '@iqs/protocol'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { handleStreamCommand } from '../../platform/event-sourcing/stream-command-handler.js'
import { AppError, appError } from '../../platform/errors.js'
import { holdingsAt } from '../holders/holdings-at.js'
import { partiesOf } from '../share-owners/trader-parties.js'
import { requireApprovedTrader } from '../share-owners/approved-trader.js'
import { readYourWrites } from '../../platform/projections/read-your-writes.js'
import { voteDecider, voteStreamId } from './vote-decider.js'
import { voteResults } from './vote-results.js'
import type { IqsVotesTable } from './votes.table.js'

const issues = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')

/**
 * Shareholder votes: admins create them (questions with answers, end date, public or private,
 * multiple answers or not) and read the history with results; approved traders see them and cast
 * one ballot each, weighted by their IQS shares at the vote's record date (the log position when it
 * was created: the holdings are rebuilt from the log up to there and kept in the creation event).
 */
export const votesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/iqs/votes',
    {
      config: { access: { roles: ['Admin'], admin: 'tokens' } },
      attachValidation: true,
      schema: {
        tags: ['votes'],
        summary:
          'Create a vote; its record date is now. 400 VOTE_CREATE_FAILED "An error occured while creating the vote..." for bad input or an end date in the past.',
        body: createVoteRequestSchema,
        response: { 201: dataEnvelope(adminVoteSchema) },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request)
      const parsed = createVoteRequestSchema.safeParse(request.body)
      if (request.validationError || !parsed.success)
        throw appError(
          'VOTE_CREATE_FAILED',
          undefined,
          parsed.success ? request.validationError?.message : issues(parsed.error),
        )
      try {
        const { position, holders } = await holdingsAt(app.db)
        const voteId = randomUUID()
        // The decider refuses an end date that is not after `at`.
        const at = app.clock.date().toISOString()
        await handleStreamCommand(
          app.eventStore,
          voteStreamId(voteId),
          voteDecider,
          {
            type: 'CreateVote',
            voteId,
            title: parsed.data.title,
            questions: parsed.data.questions,
            endsAt: new Date(parsed.data.endDate).toISOString(),
            isPublic: parsed.data.isPublic,
            multipleAnswers: parsed.data.multipleAnswers,
            recordPosition: position,
            holders: Object.fromEntries(
              [...holders].filter(([, h]) => h.IQS > 0).map(([id, h]) => [id, h.IQS]),
            ),
            createdBy: String(admin.id),
            at,
          },
          { userId: admin.id, time: at },
        )
        await readYourWrites(app)
        const [created] = await adminVotes(app, voteId)
        reply.status(201)
        return { data: created! }
      } catch (error) {
        if (error instanceof AppError) throw error
        // Answered 400 (the spec's VOTE_CREATE_FAILED), so logged as a warning, not as a server fault.
        request.log.warn({ err: error }, 'vote creation failed')
        throw appError('VOTE_CREATE_FAILED')
      }
    },
  )

  app.get(
    '/api/admin/iqs/votes',
    {
      config: { access: { roles: ['Admin'], admin: 'tokens' } },
      schema: {
        tags: ['votes'],
        summary: 'Vote history with results: public votes show who chose what, private ones only totals',
        response: { 200: dataEnvelope(z.array(adminVoteSchema)) },
      },
    },
    async () => ({ data: await adminVotes(app) }),
  )

  app.get(
    '/api/iqs/votes',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['votes'],
        summary: 'Open and closed votes with my weight, my ballot and the results so far',
        response: { 200: dataEnvelope(z.array(memberVoteSchema)) },
      },
    },
    async (request) => {
      const me = String((await requireApprovedTrader(app.db, request)).id)
      const { votes, ballots, names } = await loadVotes(app)
      return {
        data: votes.map((vote) => {
          const mine = ballots.find((b) => b.vote_id === vote.vote_id && b.voter_id === me)
          return {
            ...base(vote, app.clock.now()),
            myWeight: String(vote.holders[me] ?? 0),
            myBallot: mine ? { choices: mine.choices, weight: String(mine.weight) } : null,
            results: voteResults(
              vote,
              ballots.filter((b) => b.vote_id === vote.vote_id),
              names,
            ),
          }
        }),
      }
    },
  )

  app.post(
    '/api/iqs/votes/:id/ballot',
    {
      config: { access: 'signedIn' },
      attachValidation: true,
      schema: {
        tags: ['votes'],
        summary:
          'Cast my ballot: for each question the indices of my answers. One ballot per holder, before the end date; 409 VOTE_REFUSED "Error while casting vote: ..." otherwise.',
        params: tokenSideIdParamSchema,
        body: ballotRequestSchema,
        response: { 200: dataEnvelope(memberVoteSchema) },
      },
    },
    async (request) => {
      const user = await requireApprovedTrader(app.db, request)
      const parsed = ballotRequestSchema.safeParse(request.body)
      if (request.validationError || !parsed.success)
        throw appError('VOTE_REFUSED', 'Error while casting vote: invalid choices', {
          reason: 'INVALID_CHOICES',
        })
      const me = String(user.id)
      const at = app.clock.date().toISOString()
      await handleStreamCommand(
        app.eventStore,
        voteStreamId(request.params.id),
        voteDecider,
        { type: 'CastBallot', voterId: me, choices: parsed.data.choices, at },
        { userId: user.id, time: at },
      )
      await readYourWrites(app)
      const { votes, ballots, names } = await loadVotes(app, request.params.id)
      const vote = votes[0]!
      const mine = ballots.find((b) => b.voter_id === me)!
      return {
        data: {
          ...base(vote, app.clock.now()),
          myWeight: String(vote.holders[me] ?? 0),
          myBallot: { choices: mine.choices, weight: String(mine.weight) },
          results: voteResults(vote, ballots, names),
        },
      }
    },
  )
}

/** The vote's own fields; `now` (the app's clock) says whether it is still open. */
function base(vote: IqsVotesTable, now: number) {
  return {
    id: vote.vote_id,
    title: vote.title,
    questions: vote.questions,
    endsAt: new Date(vote.ends_at).toISOString(),
    isPublic: vote.is_public,
    multipleAnswers: vote.multiple_answers,
    open: new Date(vote.ends_at).getTime() > now,
    recordPosition: Number(vote.record_position),
    createdAt: new Date(vote.created_at).toISOString(),
  }
}

async function loadVotes(app: FastifyInstance, voteId?: string) {
  let query = app.db.selectFrom('iqs_votes').selectAll()
  if (voteId !== undefined) query = query.where('vote_id', '=', voteId)
  const votes = await query.orderBy('created_at', 'desc').limit(500).execute()
  if (voteId !== undefined && votes.length === 0) throw appError('VOTE_NOT_FOUND')
  const ballots = votes.length
    ? await app.db
        .selectFrom('iqs_vote_ballots')
        .selectAll()
        .where(
          'vote_id',
          'in',
          votes.map((v) => v.vote_id),
        )
        .execute()
    : []
  const parties = await partiesOf(
    app.db,
    ballots.map((b) => b.voter_id),
  )
  const names = new Map([...parties].map(([id, p]) => [id, p.name]))
  return { votes, ballots, names }
}

async function adminVotes(app: FastifyInstance, voteId?: string) {
  const { votes, ballots, names } = await loadVotes(app, voteId)
  return votes.map((vote) => {
    const mine = ballots.filter((b) => b.vote_id === vote.vote_id)
    return {
      ...base(vote, app.clock.now()),
      ballots: mine.length,
      eligibleWeight: sumQuantities(Object.values(vote.holders)),
      castWeight: sumQuantities(mine.map((b) => b.weight)),
      results: voteResults(vote, mine, names),
    }
  })
}
