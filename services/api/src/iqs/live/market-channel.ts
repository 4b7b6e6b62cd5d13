import type { Bus, Subscription } from '@iqs/bus'
import type { Instrument } from '@iqs/engine'
import { marketSubjects, type TermsUpdate } from '@iqs/exchange'
import type { IqsWsServerMessage, MarketLiveData } from '@iqs/protocol'
import type { Clock, ClockTimer } from '../../platform/clock.js'
import { BLACKOUT_SUBJECT, type BlackoutAnnouncement } from '../market-settings/blackout-announcement.js'
import {
  marketLiveView,
  nextBlackoutBoundary,
  withBlackout,
  withTerms,
  type MarketLiveState,
} from '../market-settings/market-live-view.js'
import { StateChannel } from './state-channel.js'

type Change = (state: MarketLiveState) => MarketLiveState

/**
 * `market.<instrument>`: the market's status, fees, reference and last price and the blackout
 * period, as the trading screen shows them. The starting point is read from the read models (after
 * they caught up); from then on the channel folds, in memory, the writer's terms updates
 * (`market.<instrument>.terms`, after each commit that changed a status, a fee, the reference price
 * or traded) and the blackout announcements, so a subscriber has the new view in the same tick as
 * the commit, in every api process (the bus is NATS between processes). Updates that come while the
 * starting point is read are kept and applied on it: each sets absolute values, so one the read
 * already holds changes nothing. A timer on the app's clock at the blackout period's start and end
 * sends the view that `in_blackout` and `is_open` take then.
 */
export class MarketChannel extends StateChannel<`market.${Instrument}`, MarketLiveData> {
  private subscriptions: Subscription[] = []
  private live: MarketLiveState | undefined
  private pending: Change[] = []
  private timer: ClockTimer | undefined

  constructor(
    private readonly instrument: Instrument,
    private readonly bus: Bus,
    private readonly read: (instrument: Instrument) => Promise<MarketLiveState>,
    private readonly catchUp: () => Promise<unknown>,
    private readonly clock: Pick<Clock, 'now' | 'at'>,
    private readonly log: { warn(obj: unknown, msg?: string): void },
  ) {
    super(`market.${instrument}`)
  }

  protected message(type: 'snapshot' | 'delta', seq: number, data: MarketLiveData): IqsWsServerMessage {
    return { channel: this.name, type, seq, data }
  }

  start(): void {
    this.subscriptions = [
      this.bus.subscribe(marketSubjects.terms(this.instrument), (message) =>
        this.change((state) => withTerms(state, message as TermsUpdate)),
      ),
      this.bus.subscribe(BLACKOUT_SUBJECT, (message) =>
        this.change((state) => withBlackout(state, (message as BlackoutAnnouncement).blackout)),
      ),
    ]
    this.load(this.generation)
  }

  stop(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe()
    this.subscriptions = []
    this.timer?.cancel()
    this.timer = undefined
    this.live = undefined
    this.pending = []
    this.forget()
  }

  private load(generation: number): void {
    this.catchUp()
      .then(() => this.read(this.instrument))
      .then(
        (state) => {
          if (generation !== this.generation) return
          this.live = this.pending.reduce((s, change) => change(s), state)
          this.pending = []
          this.show()
        },
        (error: unknown) => {
          if (generation !== this.generation) return
          this.log.warn({ err: error, channel: this.name }, 'market status could not be read: retrying')
          setTimeout(() => {
            if (generation === this.generation) this.load(generation)
          }, 1_000).unref()
        },
      )
  }

  private change(change: Change): void {
    if (!this.live) {
      this.pending.push(change)
      return
    }
    this.live = change(this.live)
    this.show()
  }

  /** Publishes the view now (if it changed) and arms the timer of the period's next boundary. */
  private show(): void {
    if (!this.live) return
    const now = this.clock.now()
    this.publish(marketLiveView(this.instrument, this.live, now))
    this.timer?.cancel()
    const boundary = nextBlackoutBoundary(this.live, now)
    this.timer = boundary === undefined ? undefined : this.clock.at(boundary, () => this.show())
  }
}
