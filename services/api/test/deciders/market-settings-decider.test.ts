import { describe, it } from 'vitest'
import {
  marketSettingsDecider,
  type MarketSettingsEvent,
} from '../../src/iqs/market-settings/market-settings-decider.js'
import { spec } from '../helpers/decider-spec.js'

const START = Date.parse('2030-03-01T00:00:00Z')
const END = Date.parse('2030-03-15T00:00:00Z')
const scheduled: MarketSettingsEvent = { type: 'BlackoutScheduled', start: START, end: END }

const given = (events: MarketSettingsEvent[]) => spec(marketSettingsDecider).given(events)

describe('market settings decider: the blackout period', () => {
  it('schedules a period that ends after it starts', () => {
    given([]).when({ type: 'ScheduleBlackout', start: START, end: END }).then([scheduled])
  })

  it('refuses a period that does not end after it starts, and changes nothing', () => {
    for (const end of [START, START - 1])
      given([scheduled])
        .when({ type: 'ScheduleBlackout', start: START, end })
        .thenThrows('MARKET_STATUS_FAILED')
  })

  it('records nothing when the same period is scheduled again; another period replaces it', () => {
    given([scheduled]).when({ type: 'ScheduleBlackout', start: START, end: END }).then([])
    given([scheduled])
      .when({ type: 'ScheduleBlackout', start: START, end: END + 1 })
      .then([{ type: 'BlackoutScheduled', start: START, end: END + 1 }])
  })

  it('clears the scheduled period, and records nothing when there is none', () => {
    given([scheduled])
      .when({ type: 'ClearBlackout' })
      .then([{ type: 'BlackoutCleared', start: START, end: END }])
    given([]).when({ type: 'ClearBlackout' }).then([])
    given([scheduled, { type: 'BlackoutCleared', start: START, end: END }])
      .when({ type: 'ClearBlackout' })
      .then([])
  })

  it('schedules the same period again after a clear (the scheduler treats it as new)', () => {
    given([scheduled, { type: 'BlackoutCleared', start: START, end: END }])
      .when({ type: 'ScheduleBlackout', start: START, end: END })
      .then([scheduled])
  })
})
