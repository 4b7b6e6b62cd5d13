import { describe, it } from 'vitest'
import { p2pDecider, type P2PCommand, type P2PEvent } from '../../src/iqs/p2p/p2p-decider.js'
import { spec } from '../helpers/decider-spec.js'

const AT = '2030-01-01T10:00:00.000Z'
const LATER = '2030-01-01T11:00:00.000Z'
const terms = {
  proposalId: 'p-1',
  instrument: 'IQS' as const,
  proposerId: 'seller',
  sellerId: 'seller',
  buyerId: 'buyer',
  quantity: 50,
  price: 105,
  at: AT,
}
const proposed: P2PEvent = { type: 'P2PProposed', ...terms }
const accepted: P2PEvent = { type: 'P2PAccepted', proposalId: 'p-1', by: 'buyer', tradeId: 't-1', at: LATER }
const rejected: P2PEvent = { type: 'P2PRejected', proposalId: 'p-1', by: 'buyer', at: LATER }
const cancelled: P2PEvent = { type: 'P2PCancelled', proposalId: 'p-1', by: 'seller', at: LATER }

const accept = (by: string, tradeId = 't-1'): P2PCommand => ({
  type: 'RecordAcceptance',
  by,
  tradeId,
  at: LATER,
})
const reject = (by: string): P2PCommand => ({ type: 'RecordRejection', by, at: LATER })
const cancel = (by: string): P2PCommand => ({ type: 'RecordCancellation', by, at: LATER })

const given = (events: P2PEvent[]) => spec(p2pDecider).given(events)

describe('P2P decider', () => {
  it('records a proposal once, with the terms and time the route gave', () => {
    given([])
      .when({ type: 'RecordProposal', ...terms })
      .then([proposed])
    given([proposed])
      .when({ type: 'RecordProposal', ...terms })
      .thenThrows('CONFLICT')
  })

  it('lets the counterparty accept or reject, and the proposer cancel', () => {
    given([proposed]).when(accept('buyer')).then([accepted])
    given([proposed]).when(reject('buyer')).then([rejected])
    given([proposed]).when(cancel('seller')).then([cancelled])
  })

  it('refuses the proposer’s accept or reject and the counterparty’s cancel', () => {
    given([proposed]).when(accept('seller')).thenThrows('P2P_FORBIDDEN')
    given([proposed]).when(reject('seller')).thenThrows('P2P_FORBIDDEN')
    given([proposed]).when(cancel('buyer')).thenThrows('P2P_FORBIDDEN')
  })

  it('hides a proposal from anyone not a party to it, and an unknown one (P2P_NOT_FOUND)', () => {
    given([proposed]).when(accept('stranger')).thenThrows('P2P_NOT_FOUND')
    given([proposed]).when(cancel('stranger')).thenThrows('P2P_NOT_FOUND')
    given([]).when(accept('buyer')).thenThrows('P2P_NOT_FOUND')
  })

  it('answers a proposal once', () => {
    for (const answered of [accepted, rejected, cancelled]) {
      given([proposed, answered]).when(reject('buyer')).thenThrows('P2P_ALREADY_ANSWERED')
      given([proposed, answered]).when(cancel('seller')).thenThrows('P2P_ALREADY_ANSWERED')
    }
    given([proposed, rejected]).when(accept('buyer')).thenThrows('P2P_ALREADY_ANSWERED')
  })

  it('takes a retried acceptance of the same trade as done, and refuses another trade', () => {
    given([proposed, accepted]).when(accept('buyer')).then([])
    given([proposed, accepted]).when(accept('buyer', 't-2')).thenThrows('P2P_ALREADY_ANSWERED')
  })
})
