import type { Bus } from '@iqs/bus'
import type { BlackoutPeriod } from './market-settings-decider.js'

/**
 * The bus subject on which the blackout period is announced after each change request that touched
 * it: every api process's `market.*` channels follow it (over NATS too), as they follow the
 * writers' terms updates for the rest of a market's status.
 */
export const BLACKOUT_SUBJECT = 'market.settings.blackout'

/** The period as it stands after the change (null once cleared): absolute, so a retry is harmless. */
export interface BlackoutAnnouncement {
  blackout: BlackoutPeriod | null
}

/** Tells every process the blackout period now in force on `iqs-market-settings`. */
export function announceBlackout(bus: Bus, blackout: BlackoutPeriod | null): void {
  const message: BlackoutAnnouncement = { blackout }
  bus.publish(BLACKOUT_SUBJECT, message)
}
