import { API_BASE } from '../../../../lib/api-client.js'
import type { Instrument } from '../utils/instrument.js'
import { applyDelta, applySnapshot, type BookState } from './book-store.js'

/** What the screen says about the live connection. */
export type FeedStatus = 'connecting' | 'live' | 'reconnecting' | 'resyncing'

export interface TapeTrade {
  id: string
  price: string
  quantity: string
  taker_side: 'BUY' | 'SELL'
  executed_at: string
}

export interface FeedState {
  status: FeedStatus
  book: BookState | null
  trades: TapeTrade[]
  /** How many times a gap made the book ask for a fresh snapshot. */
  resyncs: number
}

interface ServerMessage {
  type: string
  channel?: string
  seq?: number
  data?: unknown
}

const TAPE_LENGTH = 60
/** The server beats every second; a silence this long means the connection is dead. */
const SILENCE_MS = 5_000
const MAX_BACKOFF_MS = 10_000
/** The server's close code when the socket's session is not (or no longer) valid. */
export const CLOSE_SESSION_ENDED = 4401

/** The socket's address next to the api (same origin unless VITE_API_URL points elsewhere). */
export function feedUrl(): string {
  const base = API_BASE || window.location.origin
  return `${base.replace(/^http/, 'ws')}/api/iqs/ws`
}

/**
 * One market's live book, trades tape and my order events over `WS /api/iqs/ws`. A delta whose
 * sequence is not the next one makes it subscribe again for a fresh snapshot (shown as
 * resyncing); a closed or silent socket reconnects with a growing backoff (shown as reconnecting).
 *
 * @example
 * const feed = new MarketFeed('IQS', { onMyOrders: () => refetch() })
 * const stop = feed.subscribe(() => render(feed.getState()))
 */
export class MarketFeed {
  private state: FeedState = { status: 'connecting', book: null, trades: [], resyncs: 0 }
  private readonly listeners = new Set<() => void>()
  private socket: WebSocket | null = null
  private attempt = 0
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private watchdog: ReturnType<typeof setInterval> | undefined
  private lastMessageAt = 0
  private stopped = false
  private ordersTimer: ReturnType<typeof setTimeout> | undefined

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

  private send(op: 'subscribe', channel: string) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ op, channel }))
  }

  private connect() {
    if (this.stopped) return
    const socket = new WebSocket(this.options.url ?? feedUrl())
    this.socket = socket
    this.lastMessageAt = Date.now()
    socket.onopen = () => {
      this.attempt = 0
      this.send('subscribe', `book.${this.instrument}`)
      this.send('subscribe', `trades.${this.instrument}`)
      this.send('subscribe', 'orders.me')
    }
    socket.onmessage = (event) => {
      this.lastMessageAt = Date.now()
      try {
        this.receive(JSON.parse(String(event.data)) as ServerMessage)
      } catch {
        // A message that is not JSON is not ours to act on.
      }
    }
    socket.onclose = (event) => {
      if (this.socket !== socket) return
      if (event.code === CLOSE_SESSION_ENDED && this.options.onSessionEnded) this.renewSession()
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

  private receive(message: ServerMessage) {
    const { channel, type, seq = 0 } = message
    if (channel === `book.${this.instrument}`) {
      if (type === 'snapshot') {
        const data = message.data as Parameters<typeof applySnapshot>[0]
        this.set({ book: applySnapshot(data, seq), status: 'live' })
      } else if (type === 'delta' && this.state.book) {
        const { changes } = message.data as { changes: Parameters<typeof applyDelta>[2] }
        const outcome = applyDelta(this.state.book, seq, changes)
        if (outcome.kind === 'applied') this.set({ book: outcome.book })
        else if (outcome.kind === 'gap') this.resync()
      }
    } else if (channel === `trades.${this.instrument}`) {
      const { trades } = message.data as { trades: TapeTrade[] }
      const newestFirst = [...trades].reverse()
      this.set({
        trades: (type === 'snapshot' ? newestFirst : [...newestFirst, ...this.state.trades]).slice(
          0,
          TAPE_LENGTH,
        ),
      })
    } else if (channel === 'orders.me' && type === 'delta') {
      // A fill sends several events at once: one refresh for the burst.
      clearTimeout(this.ordersTimer)
      this.ordersTimer = setTimeout(() => this.options.onMyOrders?.(), 300)
    }
  }

  /** A gap: the book is stale until the fresh snapshot the new subscription sends. */
  private resync() {
    this.set({ status: 'resyncing', resyncs: this.state.resyncs + 1 })
    this.send('subscribe', `book.${this.instrument}`)
  }
}
