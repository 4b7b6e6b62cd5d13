import type { Bus, Subscription } from '@iqs/bus'
import type { Instrument } from '@iqs/engine'
import { marketSubjects } from '@iqs/exchange'
import type { IqsWsServerMessage, TickerData } from '@iqs/protocol'
import type { Clock, ClockTimer } from '../../platform/clock.js'
import { sharedRuns } from './shared-runs.js'
import { StateChannel } from './state-channel.js'

const MINUTE = 60_000

/**
 * `ticker.<instrument>`: the last price and the rolling 24 h high, low, change, volume and trade
 * count. It is read again from the read models after each batch of trades the writer publishes
 * (once they caught up with it: the figures are the very ones a reload gives), and at each minute's
 * start on the app's clock, when the oldest minute leaves the window. Reads triggered while one
 * runs share the next one, so a burst of trades costs one read in flight and one queued.
 */
export class TickerChannel extends StateChannel<`ticker.${Instrument}`, TickerData> {
  private subscription: Subscription | undefined
  private timer: ClockTimer | undefined
  private retry: NodeJS.Timeout | undefined
  private readonly refresh = sharedRuns(() => this.readAndPublish(this.generation))

  constructor(
    private readonly instrument: Instrument,
    private readonly bus: Bus,
    private readonly read: (instrument: Instrument, now: number) => Promise<TickerData>,
    private readonly catchUp: () => Promise<unknown>,
    private readonly clock: Pick<Clock, 'now' | 'at'>,
    private readonly log: { warn(obj: unknown, msg?: string): void },
  ) {
    super(`ticker.${instrument}`)
  }

  protected message(type: 'snapshot' | 'delta', seq: number, data: TickerData): IqsWsServerMessage {
    return { channel: this.name, type, seq, data }
  }

  start(): void {
    this.subscription = this.bus.subscribe(marketSubjects.trades(this.instrument), () => this.request())
    this.request()
    this.armMinute()
  }

  stop(): void {
    this.subscription?.unsubscribe()
    this.subscription = undefined
    this.timer?.cancel()
    this.timer = undefined
    clearTimeout(this.retry)
    this.forget()
  }

  private request(): void {
    this.refresh().catch((error: unknown) => {
      this.log.warn({ err: error, channel: this.name }, 'ticker could not be read')
      // Without a first state no subscriber has its snapshot: try again soon, not at the next trade.
      if (!this.ready && this.subscribers.size > 0) {
        clearTimeout(this.retry)
        this.retry = setTimeout(() => this.request(), 1_000).unref()
      }
    })
  }

  private async readAndPublish(generation: number): Promise<void> {
    await this.catchUp()
    const ticker = await this.read(this.instrument, this.clock.now())
    if (generation === this.generation) this.publish(ticker)
  }

  private armMinute(): void {
    const next = (Math.floor(this.clock.now() / MINUTE) + 1) * MINUTE
    this.timer = this.clock.at(next, () => {
      this.request()
      this.armMinute()
    })
  }
}
