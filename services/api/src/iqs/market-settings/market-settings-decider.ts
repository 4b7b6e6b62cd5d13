import type { Decider } from '../../platform/event-sourcing/decider.js'
import { appError } from '../../platform/errors.js'

/** The stream of the company-wide market settings (not `market-*`: those are the engines' streams). */
export const MARKET_SETTINGS_STREAM = 'iqs-market-settings'

export interface BlackoutPeriod {
  /** Epoch milliseconds. */
  start: number
  end: number
}

export interface MarketSettingsState {
  blackout: BlackoutPeriod | null
}

export type MarketSettingsCommand =
  { type: 'ScheduleBlackout'; start: number; end: number } | { type: 'ClearBlackout' }

export type MarketSettingsEvent =
  | { type: 'BlackoutScheduled'; start: number; end: number }
  | { type: 'BlackoutCleared'; start: number; end: number }

/**
 * The blackout period before financial results: one period for both markets, scheduled or cleared by
 * an admin. The scheduler turns it into SetMarketStatus commands at its start and end.
 */
export const marketSettingsDecider: Decider<MarketSettingsState, MarketSettingsCommand, MarketSettingsEvent> =
  {
    initialState: () => ({ blackout: null }),
    decide(command, state) {
      switch (command.type) {
        case 'ScheduleBlackout':
          if (!(command.end > command.start))
            throw appError(
              'MARKET_STATUS_FAILED',
              'Error: Unable to set market open status: the blackout must end after it starts',
            )
          if (state.blackout?.start === command.start && state.blackout.end === command.end) return []
          return [{ type: 'BlackoutScheduled', start: command.start, end: command.end }]
        case 'ClearBlackout':
          return state.blackout ? [{ type: 'BlackoutCleared', ...state.blackout }] : []
        default: {
          const unreachable: never = command
          throw new Error(`Unknown command ${JSON.stringify(unreachable)}`)
        }
      }
    },
    evolve(state, event) {
      switch (event.type) {
        case 'BlackoutScheduled':
          return { blackout: { start: event.start, end: event.end } }
        case 'BlackoutCleared':
          return { blackout: null }
        default:
          return state
      }
    },
  }
