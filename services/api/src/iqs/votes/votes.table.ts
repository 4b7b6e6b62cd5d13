/** A question of a vote and its possible answers. */
export interface VoteQuestion {
  question: string
  answers: string[]
}

/** Row of iqs_votes (migrations/0600), projected from the `vote-<id>` streams. */
export interface IqsVotesTable {
  vote_id: string
  title: string
  questions: VoteQuestion[]
  ends_at: Date
  is_public: boolean
  multiple_answers: boolean
  record_position: number
  /** Trader id -> IQS shares at the record position. */
  holders: Record<string, number>
  created_at: Date
  created_by: string
}

/** Row of iqs_vote_ballots: one per voter and vote (`id` is `<voteId>:<voterId>`). */
export interface IqsVoteBallotsTable {
  id: string
  vote_id: string
  voter_id: string
  choices: number[][]
  weight: number
  cast_at: Date
}
