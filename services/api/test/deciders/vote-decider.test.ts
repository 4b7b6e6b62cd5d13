import { describe, it } from 'vitest'
import { voteDecider, type VoteCommand, type VoteEvent } from '../../src/iqs/votes/vote-decider.js'
import { spec } from '../helpers/decider-spec.js'

const CREATED_AT = '2030-01-01T00:00:00.000Z'
const ENDS_AT = '2030-01-31T00:00:00.000Z'
const DURING = '2030-01-15T00:00:00.000Z'
const terms = {
  voteId: 'v-1',
  title: 'Approve the dividend?',
  questions: [
    { question: 'Dividend?', answers: ['Yes', 'No'] },
    { question: 'Amount?', answers: ['0.10', '0.20', '0.30'] },
  ],
  endsAt: ENDS_AT,
  isPublic: true,
  multipleAnswers: false,
  recordPosition: 42,
  holders: { holder: 300, small: 100 },
  createdBy: 'admin',
  at: CREATED_AT,
}
const created: VoteEvent = { type: 'VoteCreated', ...terms }
const ballot = (choices: number[][], voterId = 'holder', at = DURING): VoteCommand => ({
  type: 'CastBallot',
  voterId,
  choices,
  at,
})
const cast = (choices: number[][], voterId = 'holder', weight = 300): VoteEvent => ({
  type: 'BallotCast',
  voteId: 'v-1',
  voterId,
  choices,
  weight,
  at: DURING,
})

const given = (events: VoteEvent[]) => spec(voteDecider).given(events)
const refused = (reason: string) => ({ details: { reason } })

describe('vote decider: creating a vote', () => {
  it('creates a vote once, with the holdings frozen at its record date', () => {
    given([])
      .when({ type: 'CreateVote', ...terms })
      .then([created])
    given([created])
      .when({ type: 'CreateVote', ...terms })
      .thenThrows('VOTE_CREATE_FAILED')
  })

  it('refuses an end date that is not after the creation time', () => {
    for (const endsAt of [CREATED_AT, '2029-12-31T00:00:00.000Z'])
      given([])
        .when({ type: 'CreateVote', ...terms, endsAt })
        .thenThrows('VOTE_CREATE_FAILED', { details: 'endDate: the end date must be in the future' })
  })
})

describe('vote decider: casting a ballot', () => {
  it('records a holder’s ballot, weighted by the holding at the record date', () => {
    given([created])
      .when(ballot([[0], [1]]))
      .then([cast([[0], [1]])])
    given([created, cast([[0], [1]])])
      .when(ballot([[1], [2]], 'small'))
      .then([cast([[1], [2]], 'small', 100)])
  })

  it('refuses a ballot on an unknown vote', () => {
    given([])
      .when(ballot([[0], [1]]))
      .thenThrows('VOTE_NOT_FOUND')
  })

  it('closes at the end date: a ballot at or after it is refused (CLOSED)', () => {
    for (const at of [ENDS_AT, '2030-02-01T00:00:00.000Z'])
      given([created])
        .when(ballot([[0], [1]], 'holder', at))
        .thenThrows('VOTE_REFUSED', refused('CLOSED'))
  })

  it('takes one ballot per holder (ALREADY_VOTED)', () => {
    given([created, cast([[0], [1]])])
      .when(ballot([[1], [1]]))
      .thenThrows('VOTE_REFUSED', refused('ALREADY_VOTED'))
  })

  it('refuses someone who held no IQS at the record date (NOT_A_HOLDER)', () => {
    given([created])
      .when(ballot([[0], [1]], 'newcomer'))
      .thenThrows('VOTE_REFUSED', refused('NOT_A_HOLDER'))
    given([{ ...created, holders: { ...terms.holders, sold: 0 } }])
      .when(ballot([[0], [1]], 'sold'))
      .thenThrows('VOTE_REFUSED', refused('NOT_A_HOLDER'))
  })

  it('wants one valid answer list per question (INVALID_CHOICES)', () => {
    for (const choices of [
      [[0]],
      [[0], [1], [0]],
      [[2], [0]],
      [[0], [3]],
      [[], [0]],
      [[0.5], [0]],
      [[0, 0], [1]],
    ])
      given([created]).when(ballot(choices)).thenThrows('VOTE_REFUSED', refused('INVALID_CHOICES'))
  })

  it('allows several answers to a question only when the vote does (SINGLE_ANSWER)', () => {
    given([created])
      .when(ballot([[0, 1], [0]]))
      .thenThrows('VOTE_REFUSED', refused('SINGLE_ANSWER'))
    given([{ ...created, multipleAnswers: true }])
      .when(
        ballot([
          [0, 1],
          [0, 2],
        ]),
      )
      .then([
        cast([
          [0, 1],
          [0, 2],
        ]),
      ])
  })
})
