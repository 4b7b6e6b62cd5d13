import type { Bus, Subscription } from '@iqs/bus'
import type { Instrument, TradeExecuted } from '@iqs/engine'
import { marketSubjects } from '@iqs/exchange'
import type { CandleData, CandlesData, IqsWsCandleInterval, IqsWsServerMessage } from '@iqs/protocol'
import { CANDLE_INTERVALS } from '../market-projections/candles-projection.js'
import { sharedRuns } from './shared-runs.js'
import { StateChannel } from './state-channel.js'

/** Reads a market's candles of one interval: from `since` (epoch ms) on, or the latest alone. */
export type ReadCandles = (
  instrument: Instrument,
  interval: IqsWsCandleInterval,
  since?: number,
) => Promise<CandleData[]>

/**
 * `candles.<instrument>.<interval>`: snapshot = the latest candle; delta = the candles a batch of
 * trades changed, read from the read model once it caught up with them (so a candle here is the
 * row `GET /api/iqs/candles` gives after a reload). The buckets come from the trades' own time
 * (`at`, the app's clock), as in the projection: a trade past the interval's boundary opens the
 * next candle. A minute without trades has no candle, here as in the REST answer.
 */
export class CandlesChannel extends StateChannel<
  `candles.${Instrument}.${IqsWsCandleInterval}`,
  CandlesData
> {
  private subscription: Subscription | undefined
  private retry: NodeJS.Timeout | undefined
  /** The earliest bucket the trades not read yet fall in. */
  private since: number | undefined
  private readonly refresh = sharedRuns(() => this.readAndPublish(this.generation))

  constructor(
    private readonly instrument: Instrument,
    private readonly interval: IqsWsCandleInterval,
    private readonly bus: Bus,
    private readonly read: ReadCandles,
    private readonly catchUp: () => Promise<unknown>,
    private readonly log: { warn(obj: unknown, msg?: string): void },
  ) {
    super(`candles.${instrument}.${interval}`)
  }

  protected message(type: 'snapshot' | 'delta', seq: number, data: CandlesData): IqsWsServerMessage {
    return { channel: this.name, type, seq, data }
  }

  start(): void {
    const ms = CANDLE_INTERVALS[this.interval]
    this.subscription = this.bus.subscribe(marketSubjects.trades(this.instrument), (message) => {
      for (const trade of (message as { trades: TradeExecuted[] }).trades) {
        const bucket = Math.floor(trade.at / ms) * ms
        this.since = Math.min(this.since ?? bucket, bucket)
      }
      this.request()
    })
    this.request()
  }

  stop(): void {
    this.subscription?.unsubscribe()
    this.subscription = undefined
    this.since = undefined
    clearTimeout(this.retry)
    this.forget()
  }

  private request(): void {
    this.refresh().catch((error: unknown) => {
      this.log.warn({ err: error, channel: this.name }, 'candles could not be read')
      if (!this.ready && this.subscribers.size > 0) {
        clearTimeout(this.retry)
        this.retry = setTimeout(() => this.request(), 1_000).unref()
      }
    })
  }

  private async readAndPublish(generation: number): Promise<void> {
    const since = this.since
    this.since = undefined
    try {
      await this.catchUp()
      const candles = await this.read(this.instrument, this.interval, since)
      if (generation !== this.generation) return
      const latest = candles.slice(-1)
      if (since === undefined || !this.ready) this.publish({ interval: this.interval, candles: latest })
      else if (candles.length > 0)
        this.publish({ interval: this.interval, candles: latest }, { interval: this.interval, candles })
    } catch (error) {
      // Those trades' candles are still to be read.
      if (since !== undefined && generation === this.generation)
        this.since = Math.min(this.since ?? since, since)
      throw error
    }
  }
}
