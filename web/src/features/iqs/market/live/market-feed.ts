import {
  IQS_WS_CLOSE,
  type IqsWsClientMessage,
  type IqsWsMessageOf,
  type IqsWsServerMessage,
  type WsTrade,
} from '@iqs/protocol'
import { API_BASE } from '../../../../lib/api-client.js'
import type { Instrument } from '../utils/instrument.js'
import { applyDelta, applySnapshot, type BookState } from './book-store.js'
import { applyLiveMarket, EMPTY_LIVE_MARKET, liveMarketChannels, type LiveMarket } from './live-market.js'
import { parseServerMessage, type DroppedMessage } from './parse-server-message.js'

/** What the screen says about the live connection. */
export type FeedStatus = 'connecting' | 'live' | 'reconnecting' | 'resyncing'

/** A trade of the tape, as `trades.*` sends it (services/protocol/src/iqs-ws-data.ts). */
export type TapeTrade = WsTrade

export interface FeedState {
  status: FeedStatus
  book: BookState | null
  trades: TapeTrade[]
  /** The market's status, ticker and latest candles (live-market.ts). */
  live: LiveMarket
  /** How many times a gap made the book ask for a fresh snapshot. */
  resyncs: number
}

/** A snapshot or delta of one channel family, typed by the protocol. */
type ChannelMessage = IqsWsMessageOf<'snapshot' | 'delta'>
type BookMessage = Extract<ChannelMessage, { channel: `book.${Instrument}` }>
type TradesMessage = Extract<ChannelMessage, { channel: `trades.${Instrument}` }>

const TAPE_LENGTH = 60
/** The server beats every second; a silence this long means the connection is dead. */
const SILENCE_MS = 5_000
const MAX_BACKOFF_MS = 10_000

/** The socket's address next to the api (same origin unless VITE_API_URL points elsewhere). */
export function feedUrl(): string {
  const base = API_BASE || window.location.origin
  return `${base.replace(/^http/, 'ws')}/api/iqs/ws`
}

/**
 * One market's live book, trades tape, status, ticker and candles, and my order events over
 * `WS /api/iqs/ws`. A book delta whose
 * sequence is not the next one makes it subscribe again for a fresh snapshot (shown as
 * resyncing); a closed or silent socket reconnects with a growing backoff (shown as reconnecting).
 *
 * @example
 * const feed = new MarketFeed('IQS', { onMyOrders: () => refetch() })
 * const stop = feed.subscribe(() => render(feed.getState()))
 */
export class MarketFeed {
  private state: FeedState = {
    status: 'connecting',
    book: null,
    trades: [],
    live: EMPTY_LIVE_MARKET,
    resyncs: 0,
  }
  private readonly listeners = new Set<() => void>()
  private socket: WebSocket | null = null
  private attempt = 0
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private watchdog: ReturnType<typeof setInterval> | undefined
  private lastMessageAt = 0
  private stopped = false
  private ordersTimer: ReturnType<typeof setTimeout> | undefined
  private dropped = 0

  constructor(
    readonly instrument: Instrument,
    private readonly options: {
      onMyOrders?: () => void
      /**
       * The server closed the socket for want of a valid session (4401): an expired access token or
       * a revoked session. Resolves once the session is refreshed (the feed reconnects at once);
       * rejects when it is over (the feed stops: signing in again starts a new one).
       */
      onSessionEnded?: () => Promise<unknown>
      url?: string
    } = {},
  ) {}

  getState = (): FeedState => this.state

  /** Frames dropped because the protocol's schema could not read them (a stale page, a proxy). */
  get droppedMessages(): number {
    return this.dropped
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Opens the socket; safe to call again after `stop`. */
  start(): void {
    this.stopped = false
    this.connect()
    this.watchdog = setInterval(() => {
      if (this.state.status !== 'reconnecting' && Date.now() - this.lastMessageAt > SILENCE_MS) this.drop()
    }, 1_000)
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.retryTimer)
    clearInterval(this.watchdog)
    clearTimeout(this.ordersTimer)
    const socket = this.socket
    this.socket = null
    socket?.close()
  }

  private set(next: Partial<FeedState>) {
    this.state = { ...this.state, ...next }
    for (const listener of this.listeners) listener()
  }

  private send(op: IqsWsClientMessage['op'], channel: IqsWsClientMessage['channel']) {
    const message: IqsWsClientMessage = { op, channel }
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message))
  }

  private connect() {
    if (this.stopped) return
    const socket = new WebSocket(this.options.url ?? feedUrl())
    this.socket = socket
    this.lastMessageAt = Date.now()
    socket.onopen = () => {
      this.attempt = 0
      this.send('subscribe', `book.${this.instrument}` as const)
      this.send('subscribe', `trades.${this.instrument}` as const)
      this.send('subscribe', 'orders.me')
      for (const channel of liveMarketChannels(this.instrument)) this.send('subscribe', channel)
    }
    socket.onmessage = (event) => {
      this.lastMessageAt = Date.now()
      const read = parseServerMessage(event.data)
      if ('message' in read) this.receive(read.message)
      else this.skip(read.dropped)
    }
    socket.onclose = (event) => {
      if (this.socket !== socket) return
      if (event.code === IQS_WS_CLOSE.SESSION_ENDED && this.options.onSessionEnded) this.renewSession()
      else this.drop()
    }
  }

  /** Reconnecting with a dead session would only be refused again: refresh it first, or stop. */
  private renewSession() {
    this.socket = null
    this.set({ status: 'reconnecting' })
    this.options.onSessionEnded!().then(
      () => {
        this.attempt = 0
        this.connect()
      },
      () => this.stop(),
    )
  }

  /** Forgets the socket and tries again later: 0.5 s, 1 s, 2 s... up to 10 s. */
  private drop() {
    const socket = this.socket
    this.socket = null
    if (socket) {
      socket.onclose = null
      socket.close()
    }
    if (this.stopped) return
    this.set({ status: 'reconnecting' })
    const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** this.attempt)
    this.attempt++
    clearTimeout(this.retryTimer)
    this.retryTimer = setTimeout(() => this.connect(), delay)
  }

  /** A frame the protocol cannot read is skipped: the feed carries on with the next one. */
  private skip(dropped: DroppedMessage) {
    this.dropped++
    if (import.meta.env.DEV)
      console.warn('market feed: dropped a message the protocol does not describe', dropped)
  }

  /** Acts on this market's channels and on my orders; other markets' messages are not ours. */
  private receive(message: IqsWsServerMessage) {
    if (message.type !== 'snapshot' && message.type !== 'delta') return
    switch (message.channel) {
      case 'book.IQS':
      case 'book.OST':
        if (message.channel === `book.${this.instrument}`) this.onBook(message)
        break
      case 'trades.IQS':
      case 'trades.OST':
        if (message.channel === `trades.${this.instrument}`) this.onTrades(message)
        break
      case 'orders.me':
        // A fill sends several events at once: one refresh for the burst.
        if (message.type === 'delta') {
          clearTimeout(this.ordersTimer)
          this.ordersTimer = setTimeout(() => this.options.onMyOrders?.(), 300)
        }
        break
      default: {
        const live = applyLiveMarket(this.state.live, this.instrument, message)
        if (live !== this.state.live) this.set({ live })
      }
    }
  }

  private onBook(message: BookMessage) {
    if (message.type === 'snapshot') {
      this.set({ book: applySnapshot(message.data, message.seq), status: 'live' })
    } else if (this.state.book) {
      const outcome = applyDelta(this.state.book, message.seq, message.data.changes)
      if (outcome.kind === 'applied') this.set({ book: outcome.book })
      else if (outcome.kind === 'gap') this.resync()
    }
  }

  private onTrades(message: TradesMessage) {
    const newestFirst = [...message.data.trades].reverse()
    this.set({
      trades: (message.type === 'snapshot' ? newestFirst : [...newestFirst, ...this.state.trades]).slice(
        0,
        TAPE_LENGTH,
      ),
    })
  }

  /** A gap: the book is stale until the fresh snapshot the new subscription sends. */
  private resync() {
    this.set({ status: 'resyncing', resyncs: this.state.resyncs + 1 })
    this.send('subscribe', `book.${this.instrument}` as const)
  }
}
