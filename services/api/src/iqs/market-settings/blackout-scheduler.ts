import type { Instrument, MarketStatus } from '@iqs/engine'
import type { Clock, ClockTimer } from '../../platform/clock.js'
import type { MarketGateway } from '../markets/market-gateway.js'
import type { BlackoutPeriod } from './market-settings-decider.js'

export interface BlackoutSchedulerOptions {
  markets: MarketGateway
  instruments: readonly Instrument[]
  /**
   * The period as scheduled now; `version` (the log position that set it) makes
   * the same period scheduled again after a clear a new change, not a retry.
   */
  readPeriod: () => Promise<(BlackoutPeriod & { version?: number }) | null>
  /** A market's status now. */
  readStatus: (instrument: Instrument) => Promise<MarketStatus>
  /** The app's clock: what time it is, and the timer of the next boundary (a test clock moves both). */
  clock: Clock
  log?: { warn(obj: unknown, msg?: string): void }
}

/**
 * Turns the blackout period into market status changes: at its start each OPEN market goes to
 * BLACKOUT, at its end each market still in BLACKOUT opens again (a market an admin suspended in the
 * meantime stays suspended). Commands carry ids derived from the period, so several processes doing
 * the same thing send each change once. Orders are refused inside the period whatever the status
 * (the order route checks it too), so a late tick is harmless.
 *
 * @example
 * const scheduler = new BlackoutScheduler({ markets, instruments: ['IQS', 'OST'], readPeriod, readStatus, clock })
 * await scheduler.reschedule() // after each change of the period, and on start
 */
export class BlackoutScheduler {
  private timer: ClockTimer | undefined
  private stopped = false

  constructor(private readonly options: BlackoutSchedulerOptions) {}

  /** Brings the markets in line with the period now, then arms the timer for the next boundary. */
  async reschedule(): Promise<void> {
    this.disarm()
    if (this.stopped) return
    const period = await this.options.readPeriod()
    const now = this.options.clock.now()
    await this.apply(period, now)
    const next = period ? [period.start, period.end].find((t) => t > now) : undefined
    if (next === undefined || this.stopped) return
    // Two reschedules may overlap (an admin's change and a boundary): the later one's timer wins.
    this.disarm()
    this.timer = this.options.clock.at(next, () => {
      this.reschedule().catch((error) => this.options.log?.warn({ err: error }, 'blackout scheduler failed'))
    })
  }

  stop(): void {
    this.stopped = true
    this.disarm()
  }

  private disarm(): void {
    this.timer?.cancel()
    this.timer = undefined
  }

  private async apply(period: (BlackoutPeriod & { version?: number }) | null, now: number): Promise<void> {
    const inside = period !== null && now >= period.start && now < period.end
    for (const instrument of this.options.instruments) {
      const status = await this.options.readStatus(instrument)
      if (inside && status === 'OPEN') {
        await this.options.markets.submit(
          instrument,
          `blackout-start-${instrument}-${period.version ?? 0}-${period.start}-${period.end}`,
          {
            type: 'SetMarketStatus',
            status: 'BLACKOUT',
          },
        )
      } else if (!inside && status === 'BLACKOUT') {
        const key = period ? `${period.version ?? 0}-${period.start}-${period.end}` : `cleared-${now}`
        await this.options.markets.submit(instrument, `blackout-end-${instrument}-${key}`, {
          type: 'SetMarketStatus',
          status: 'OPEN',
        })
      }
    }
  }
}
