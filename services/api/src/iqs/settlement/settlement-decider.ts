import type { SettledTradePayload } from '@iqs/protocol'
import type { Decider } from '../../platform/event-sourcing/decider.js'
import { appError } from '../../platform/errors.js'
import { missingSettlementSteps, notReady } from './settlement-readiness.js'
import type { IqsSettlementsTable } from './settlements.table.js'

export const settlementStreamId = (tradeId: string) => `settlement-${tradeId}`

export type SettlementEvent =
  | { type: 'SettlementBuyerValidated'; tradeId: string; by: string; at: string }
  | { type: 'SettlementSellerValidated'; tradeId: string; by: string; at: string }
  | { type: 'SettlementEurosReceived'; tradeId: string; by: string; at: string }
  | {
      type: 'SettlementAccepted'
      tradeId: string
      by: string
      at: string
      signature: string
      signer: string
      payload: SettledTradePayload
    }
  | { type: 'SettlementDeclined'; tradeId: string; by: string; at: string }

export type SettlementCommand =
  | { type: 'Validate'; tradeId: string; side: 'BUY' | 'SELL'; by: string; at: string }
  | { type: 'MarkEurosReceived'; tradeId: string; by: string; at: string }
  | {
      type: 'Accept'
      tradeId: string
      by: string
      at: string
      signature: string
      signer: string
      payload: SettledTradePayload
    }
  | { type: 'Decline'; tradeId: string; by: string; at: string }

export type SettlementState = IqsSettlementsTable

const empty = (tradeId: string): SettlementState => ({
  trade_id: tradeId,
  buyer_validated_at: null,
  seller_validated_at: null,
  euros_received_at: null,
  decision: null,
  decided_at: null,
  decided_by: null,
  signature: null,
  signer: null,
  signed_payload: null,
})

/**
 * Whether an admin may decide now. Both decisions are final; accepting also needs the buyer's and
 * the seller's validations and the euros received (the rule of this exchange: the admin vouches
 * that the money moved before the tokens do); the refusal names the missing steps. Rejecting is
 * possible at any step before a decision.
 */
export function assertCanDecide(state: SettlementState, accept: boolean): void {
  if (state.decision) throw appError('SETTLEMENT_ALREADY_DECIDED')
  const missing = accept ? missingSettlementSteps(state) : []
  if (missing.length > 0) throw notReady(missing)
}

/**
 * The settlement steps of one trade (stream `settlement-<tradeId>`); the trade itself is the market's.
 * Each party validates its side once and the admin marks the euros once (a repeat changes nothing);
 * nothing is recorded after the decision. `Accept` carries the platform's signature, made by the
 * caller (decide-settlement.ts) after the market moved the tokens: decide stays pure.
 */
export const settlementDecider: Decider<SettlementState, SettlementCommand, SettlementEvent> = {
  initialState: () => empty(''),
  evolve(state, event) {
    const s = { ...state, trade_id: event.tradeId }
    const at = new Date(event.at)
    switch (event.type) {
      case 'SettlementBuyerValidated':
        return { ...s, buyer_validated_at: at }
      case 'SettlementSellerValidated':
        return { ...s, seller_validated_at: at }
      case 'SettlementEurosReceived':
        return { ...s, euros_received_at: at }
      case 'SettlementAccepted':
        return {
          ...s,
          decision: 'ACCEPTED',
          decided_at: at,
          decided_by: event.by,
          signature: event.signature,
          signer: event.signer,
          signed_payload: event.payload,
        }
      case 'SettlementDeclined':
        return { ...s, decision: 'REJECTED', decided_at: at, decided_by: event.by }
      default:
        return s
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'Validate': {
        if (state.decision) throw appError('SETTLEMENT_ALREADY_DECIDED')
        const done = command.side === 'BUY' ? state.buyer_validated_at : state.seller_validated_at
        if (done) return []
        const type = command.side === 'BUY' ? 'SettlementBuyerValidated' : 'SettlementSellerValidated'
        return [{ type, tradeId: command.tradeId, by: command.by, at: command.at }]
      }
      case 'MarkEurosReceived':
        if (state.decision) throw appError('SETTLEMENT_ALREADY_DECIDED')
        if (state.euros_received_at) return []
        return [{ type: 'SettlementEurosReceived', tradeId: command.tradeId, by: command.by, at: command.at }]
      case 'Accept': {
        assertCanDecide(state, true)
        const { type: _type, ...rest } = command
        return [{ type: 'SettlementAccepted', ...rest }]
      }
      case 'Decline':
        assertCanDecide(state, false)
        return [{ type: 'SettlementDeclined', tradeId: command.tradeId, by: command.by, at: command.at }]
      default: {
        const unreachable: never = command
        throw new Error(`Unknown command ${JSON.stringify(unreachable)}`)
      }
    }
  },
}

/** A fresh settlement state for a trade (used by the projection for a first event). */
export const emptySettlement = empty
