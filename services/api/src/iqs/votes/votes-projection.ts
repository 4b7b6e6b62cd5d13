import type { Projection } from '../../platform/projections/projection.js'
import { writeRows } from '../../platform/projections/row-batch.js'
import { streamEvents } from '../../platform/projections/stream-events.js'
import type { VoteEvent } from './vote-decider.js'

/** iqs_votes and iqs_vote_ballots: each vote and each ballot, as cast. */
export const votesProjection: Projection = {
  name: 'iqs-votes',
  tables: ['iqs_votes', 'iqs_vote_ballots'],
  async apply(trx, recorded) {
    const events = streamEvents<VoteEvent>(recorded, 'vote-')
    const votes = []
    const ballots = []
    for (const { event } of events) {
      if (event.type === 'VoteCreated')
        votes.push({
          vote_id: event.voteId,
          title: event.title,
          questions: event.questions,
          ends_at: event.endsAt,
          is_public: event.isPublic,
          multiple_answers: event.multipleAnswers,
          record_position: event.recordPosition,
          holders: event.holders,
          created_at: event.at,
          created_by: event.createdBy,
        })
      else
        ballots.push({
          id: `${event.voteId}:${event.voterId}`,
          vote_id: event.voteId,
          voter_id: event.voterId,
          choices: event.choices,
          weight: event.weight,
          cast_at: event.at,
        })
    }
    // A vote's creation comes before its ballots in the log, so votes are written first.
    await writeRows(trx, 'iqs_votes', votes)
    await writeRows(trx, 'iqs_vote_ballots', ballots)
  },
}
