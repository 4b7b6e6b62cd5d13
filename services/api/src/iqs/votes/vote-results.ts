import { sumQuantities } from '@iqs/protocol'
import type { IqsVoteBallotsTable, IqsVotesTable } from './votes.table.js'

/**
 * Each answer's weight (IQS shares that chose it) per question. A public vote names who chose what;
 * a private one gives only the totals (`voters` null).
 */
export function voteResults(
  vote: IqsVotesTable,
  ballots: readonly IqsVoteBallotsTable[],
  names: ReadonlyMap<string, string>,
) {
  return vote.questions.map((question, q) => ({
    question: question.question,
    answers: question.answers.map((answer, a) => {
      const chose = ballots.filter((b) => b.choices[q]?.includes(a))
      return {
        answer,
        weight: sumQuantities(chose.map((b) => b.weight)),
        voters: vote.is_public
          ? chose.map((b) => ({
              id: Number(b.voter_id),
              name: names.get(b.voter_id) ?? b.voter_id,
              weight: String(b.weight),
            }))
          : null,
      }
    }),
  }))
}
