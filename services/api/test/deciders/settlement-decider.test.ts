import type { SettledTradePayload } from '@iqs/protocol'
import { describe, it } from 'vitest'
import {
  settlementDecider,
  type SettlementCommand,
  type SettlementEvent,
} from '../../src/iqs/settlement/settlement-decider.js'
import { spec } from '../helpers/decider-spec.js'

const tradeId = 'IQS-1'
const AT = '2030-01-01T10:00:00.000Z'
const step = (type: SettlementEvent['type'], by: string) => ({ type, tradeId, by, at: AT }) as SettlementEvent
const buyerValidated = step('SettlementBuyerValidated', 'buyer')
const sellerValidated = step('SettlementSellerValidated', 'seller')
const eurosReceived = step('SettlementEurosReceived', 'admin')
const payload: SettledTradePayload = {
  tradeId,
  instrument: 'IQS',
  buyer: 'buyer',
  seller: 'seller',
  quantity: '10',
  unitPriceCents: '105',
  settledAt: String(Date.parse(AT)),
}
const signed = { signature: '0xsigned', signer: '0xplatform', payload }
const accepted: SettlementEvent = { type: 'SettlementAccepted', tradeId, by: 'admin', at: AT, ...signed }
const declined = step('SettlementDeclined', 'admin')
const READY = [buyerValidated, sellerValidated, eurosReceived]

const validate = (side: 'BUY' | 'SELL'): SettlementCommand => ({
  type: 'Validate',
  tradeId,
  side,
  by: side === 'BUY' ? 'buyer' : 'seller',
  at: AT,
})
const markEuros: SettlementCommand = { type: 'MarkEurosReceived', tradeId, by: 'admin', at: AT }
const accept: SettlementCommand = { type: 'Accept', tradeId, by: 'admin', at: AT, ...signed }
const decline: SettlementCommand = { type: 'Decline', tradeId, by: 'admin', at: AT }

const given = (events: SettlementEvent[]) => spec(settlementDecider).given(events)

describe('settlement decider', () => {
  it('records each party’s validation and the euros, once each', () => {
    given([]).when(validate('BUY')).then([buyerValidated])
    given([]).when(validate('SELL')).then([sellerValidated])
    given([]).when(markEuros).then([eurosReceived])
    given([buyerValidated]).when(validate('BUY')).then([])
    given([sellerValidated]).when(validate('SELL')).then([])
    given([eurosReceived]).when(markEuros).then([])
  })

  it('accepts, signed, only with both validations and the euros received', () => {
    given(READY).when(accept).then([accepted])
    for (const missing of READY)
      given(READY.filter((e) => e !== missing))
        .when(accept)
        .thenThrows('SETTLEMENT_NOT_READY')
  })

  it('names the missing steps of an early accept, in order, in its details and its message', () => {
    given([])
      .when(accept)
      .thenThrows('SETTLEMENT_NOT_READY', {
        details: { missing: ['BUYER_VALIDATION', 'SELLER_VALIDATION', 'EUROS_RECEIVED'] },
      })
    given([buyerValidated])
      .when(accept)
      .thenThrows('SETTLEMENT_NOT_READY', {
        message:
          'Error accepting transaction: the seller has not validated; the euros have not been received',
        details: { missing: ['SELLER_VALIDATION', 'EUROS_RECEIVED'] },
      })
    given([sellerValidated, eurosReceived])
      .when(accept)
      .thenThrows('SETTLEMENT_NOT_READY', { details: { missing: ['BUYER_VALIDATION'] } })
    given([buyerValidated, sellerValidated])
      .when(accept)
      .thenThrows('SETTLEMENT_NOT_READY', { details: { missing: ['EUROS_RECEIVED'] } })
  })

  it('declines at any step before a decision', () => {
    given([]).when(decline).then([declined])
    given([buyerValidated]).when(decline).then([declined])
    given(READY).when(decline).then([declined])
  })

  it('records nothing after the decision: both decisions are final', () => {
    for (const decided of [accepted, declined]) {
      const history = [...READY, decided]
      for (const command of [validate('BUY'), validate('SELL'), markEuros, accept, decline])
        given(history).when(command).thenThrows('SETTLEMENT_ALREADY_DECIDED')
    }
    given([declined]).when(validate('BUY')).thenThrows('SETTLEMENT_ALREADY_DECIDED')
  })
})
