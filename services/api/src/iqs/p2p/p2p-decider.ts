import type { Decider } from '../../platform/event-sourcing/decider.js'
import { appError } from '../../platform/errors.js'
import type { IqsP2PProposalsTable } from './p2p-proposals.table.js'

export const p2pStreamId = (proposalId: string) => `p2p-${proposalId}`

/** What a proposal says: who sells how many tokens of which market to whom, at what price. */
interface ProposalTerms {
  proposalId: string
  instrument: 'IQS' | 'OST'
  proposerId: string
  sellerId: string
  buyerId: string
  quantity: number
  /** Cents. */
  price: number
  at: string
}

export type P2PEvent =
  | ({ type: 'P2PProposed' } & ProposalTerms)
  | { type: 'P2PAccepted'; proposalId: string; by: string; tradeId: string; at: string }
  | { type: 'P2PRejected'; proposalId: string; by: string; at: string }
  | { type: 'P2PCancelled'; proposalId: string; by: string; at: string }

/**
 * The market has already locked the seller's tokens (or executed the trade, or released the lock)
 * when these are sent: the stream records the proposal's side of it. Ids and `at` come from the
 * route (a random id, the app's clock).
 */
export type P2PCommand =
  | ({ type: 'RecordProposal' } & ProposalTerms)
  | { type: 'RecordAcceptance'; by: string; tradeId: string; at: string }
  | { type: 'RecordRejection'; by: string; at: string }
  | { type: 'RecordCancellation'; by: string; at: string }

/** The proposal as its stream tells it: the read model's row, or null before the proposal. */
export type P2PState = IqsP2PProposalsTable | null

export type P2PAnswer = 'accept' | 'reject' | 'cancel'

/**
 * Refuses an answer the user may not give: only the counterparty accepts or rejects, only the
 * proposer cancels, and only a proposal still open can be answered. Called by the routes before the
 * market command and by the decider again before the event.
 */
export function assertCanAnswer(state: P2PState, userId: string, answer: P2PAnswer): IqsP2PProposalsTable {
  if (!state || (state.proposer_id !== userId && state.buyer_id !== userId && state.seller_id !== userId))
    throw appError('P2P_NOT_FOUND')
  const isProposer = state.proposer_id === userId
  if (answer === 'cancel' && !isProposer)
    throw appError('P2P_FORBIDDEN', 'Only the proposer can cancel this proposal')
  if (answer !== 'cancel' && isProposer)
    throw appError('P2P_FORBIDDEN', 'Only the counterparty can accept or reject this proposal')
  if (state.status !== 'PROPOSED') throw appError('P2P_ALREADY_ANSWERED')
  return state
}

/**
 * A P2P proposal's stream: proposed once, then accepted, rejected or cancelled once, by the party
 * allowed to (`assertCanAnswer`). A retried acceptance of the same trade changes nothing.
 */
export const p2pDecider: Decider<P2PState, P2PCommand, P2PEvent> = {
  initialState: () => null,
  evolve(state, event) {
    switch (event.type) {
      case 'P2PProposed':
        return {
          proposal_id: event.proposalId,
          instrument: event.instrument,
          proposer_id: event.proposerId,
          seller_id: event.sellerId,
          buyer_id: event.buyerId,
          quantity: event.quantity,
          price: event.price,
          status: 'PROPOSED',
          trade_id: null,
          proposed_at: new Date(event.at),
          answered_at: null,
        }
      case 'P2PAccepted':
        return (
          state && { ...state, status: 'ACCEPTED', trade_id: event.tradeId, answered_at: new Date(event.at) }
        )
      case 'P2PRejected':
        return state && { ...state, status: 'REJECTED', answered_at: new Date(event.at) }
      case 'P2PCancelled':
        return state && { ...state, status: 'CANCELLED', answered_at: new Date(event.at) }
      default:
        return state
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RecordProposal': {
        if (state) throw appError('CONFLICT', 'This proposal already exists')
        const { type: _type, ...terms } = command
        return [{ type: 'P2PProposed', ...terms }]
      }
      case 'RecordAcceptance': {
        // A retried accept whose trade is already recorded changes nothing.
        if (state?.status === 'ACCEPTED' && state.trade_id === command.tradeId) return []
        const open = assertCanAnswer(state, command.by, 'accept')
        return [
          {
            type: 'P2PAccepted',
            proposalId: open.proposal_id,
            by: command.by,
            tradeId: command.tradeId,
            at: command.at,
          },
        ]
      }
      case 'RecordRejection': {
        const open = assertCanAnswer(state, command.by, 'reject')
        return [{ type: 'P2PRejected', proposalId: open.proposal_id, by: command.by, at: command.at }]
      }
      case 'RecordCancellation': {
        const open = assertCanAnswer(state, command.by, 'cancel')
        return [{ type: 'P2PCancelled', proposalId: open.proposal_id, by: command.by, at: command.at }]
      }
      default: {
        const unreachable: never = command
        throw new Error(`Unknown command ${JSON.stringify(unreachable)}`)
      }
    }
  },
}
