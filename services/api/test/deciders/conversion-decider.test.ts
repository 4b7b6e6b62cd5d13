import { describe, it } from 'vitest'
import { conversionDecider, type ConversionEvent } from '../../src/iqs/conversions/conversion-decider.js'
import { spec } from '../helpers/decider-spec.js'

const AT = '2030-01-01T10:00:00.000Z'
const LATER = '2030-01-02T10:00:00.000Z'
const requested: ConversionEvent = {
  type: 'ConversionRequested',
  conversionId: 'c-1',
  traderId: '7',
  quantity: 10,
  at: AT,
}
const decision = (accept: boolean) => ({ type: 'RecordDecision' as const, accept, by: 'admin', at: LATER })

const given = (events: ConversionEvent[]) => spec(conversionDecider).given(events)

describe('conversion decider', () => {
  it('records a request once', () => {
    given([])
      .when({ type: 'RecordRequest', conversionId: 'c-1', traderId: '7', quantity: 10, at: AT })
      .then([requested])
    given([requested])
      .when({ type: 'RecordRequest', conversionId: 'c-1', traderId: '7', quantity: 10, at: AT })
      .thenThrows('CONFLICT')
  })

  it('lets an admin accept or reject a pending request', () => {
    given([requested])
      .when(decision(true))
      .then([{ type: 'ConversionAccepted', conversionId: 'c-1', by: 'admin', at: LATER }])
    given([requested])
      .when(decision(false))
      .then([{ type: 'ConversionRejected', conversionId: 'c-1', by: 'admin', at: LATER }])
  })

  it('refuses a decision on an unknown conversion', () => {
    given([]).when(decision(true)).thenThrows('CONVERSION_NOT_FOUND')
  })

  it('decides once: both decisions are irrevocable', () => {
    for (const decided of [
      { type: 'ConversionAccepted' as const, conversionId: 'c-1', by: 'admin', at: LATER },
      { type: 'ConversionRejected' as const, conversionId: 'c-1', by: 'admin', at: LATER },
    ]) {
      given([requested, decided]).when(decision(true)).thenThrows('CONVERSION_ALREADY_DECIDED')
      given([requested, decided]).when(decision(false)).thenThrows('CONVERSION_ALREADY_DECIDED')
    }
  })
})
