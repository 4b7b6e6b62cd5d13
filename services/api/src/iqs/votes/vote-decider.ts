import type { Decider } from '../../platform/event-sourcing/decider.js'
import { appError } from '../../platform/errors.js'
import type { VoteQuestion } from './votes.table.js'

export const voteStreamId = (voteId: string) => `vote-${voteId}`

/** What a vote is: its questions, end date and the weights frozen at its record date. */
interface VoteTerms {
  voteId: string
  title: string
  questions: VoteQuestion[]
  endsAt: string
  isPublic: boolean
  multipleAnswers: boolean
  /** The record date: the log position whose IQS holdings weigh the ballots... */
  recordPosition: number
  /** ...and those holdings, trader id -> shares, so a ballot's weight never depends on later trades. */
  holders: Record<string, number>
  createdBy: string
  at: string
}

export type VoteCreated = { type: 'VoteCreated' } & VoteTerms

export interface BallotCast {
  type: 'BallotCast'
  voteId: string
  voterId: string
  choices: number[][]
  weight: number
  at: string
}

export type VoteEvent = VoteCreated | BallotCast
/** Ids, holdings and `at` come from the route (a random id, the log, the app's clock). */
export type VoteCommand =
  | ({ type: 'CreateVote' } & VoteTerms)
  | { type: 'CastBallot'; voterId: string; choices: number[][]; at: string }

export interface VoteState {
  vote: VoteCreated | null
  voters: Record<string, true>
}

const refuse = (reason: string, why: string) =>
  appError('VOTE_REFUSED', `Error while casting vote: ${why}`, { reason })

/**
 * A shareholders' vote: created once with an end date after its creation, then one ballot per
 * holder until the end date, weighted by the holder's IQS shares at the record position; several
 * answers to a question only when allowed.
 */
export const voteDecider: Decider<VoteState, VoteCommand, VoteEvent> = {
  initialState: () => ({ vote: null, voters: {} }),
  evolve(state, event) {
    switch (event.type) {
      case 'VoteCreated':
        return { ...state, vote: event }
      case 'BallotCast':
        return { ...state, voters: { ...state.voters, [event.voterId]: true } }
      default:
        return state
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateVote':
        return createVote(command, state)
      case 'CastBallot':
        return castBallot(command, state)
      default: {
        const unreachable: never = command
        throw new Error(`Unknown command ${JSON.stringify(unreachable)}`)
      }
    }
  },
}

function createVote(command: Extract<VoteCommand, { type: 'CreateVote' }>, state: VoteState): VoteEvent[] {
  if (state.vote)
    throw appError('VOTE_CREATE_FAILED', 'An error occured while creating the vote... (it exists)')
  if (Date.parse(command.endsAt) <= Date.parse(command.at))
    throw appError('VOTE_CREATE_FAILED', undefined, 'endDate: the end date must be in the future')
  const { type: _type, ...terms } = command
  return [{ type: 'VoteCreated', ...terms }]
}

function castBallot(command: Extract<VoteCommand, { type: 'CastBallot' }>, state: VoteState): VoteEvent[] {
  const vote = state.vote
  if (!vote) throw appError('VOTE_NOT_FOUND')
  if (Date.parse(command.at) >= Date.parse(vote.endsAt)) throw refuse('CLOSED', 'the vote is closed')
  if (state.voters[command.voterId]) throw refuse('ALREADY_VOTED', 'you have already voted')
  const weight = vote.holders[command.voterId] ?? 0
  if (weight <= 0) throw refuse('NOT_A_HOLDER', 'only holders of IQS shares at the record date can vote')
  const { choices } = command
  if (choices.length !== vote.questions.length) throw refuse('INVALID_CHOICES', 'answer every question once')
  choices.forEach((chosen, q) => {
    const answers = vote.questions[q]!.answers.length
    if (chosen.length === 0 || chosen.some((a) => !Number.isInteger(a) || a < 0 || a >= answers))
      throw refuse('INVALID_CHOICES', 'unknown answer')
    if (new Set(chosen).size !== chosen.length) throw refuse('INVALID_CHOICES', 'an answer is chosen twice')
    if (chosen.length > 1 && !vote.multipleAnswers)
      throw refuse('SINGLE_ANSWER', 'this vote allows only one answer per question')
  })
  return [
    { type: 'BallotCast', voteId: vote.voteId, voterId: command.voterId, choices, weight, at: command.at },
  ]
}
