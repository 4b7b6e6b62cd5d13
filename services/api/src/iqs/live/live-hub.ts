import type { Bus } from '@iqs/bus'
import type { Instrument } from '@iqs/engine'
import type { BookSnapshot } from '@iqs/exchange'
import {
  IQS_WS_CLOSE,
  iqsWsChannels,
  iqsWsClientMessageSchema,
  type IqsWsChannel,
  type IqsWsServerMessage,
} from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Clock } from '../../platform/clock.js'
import type { Database } from '../../platform/db/database.js'
import { BookChannel } from './book-channel.js'
import { HIGH_WATER_MARK, type LiveChannel } from './live-channel.js'
import { OPEN, sendTo, type LiveSocket, type Subscriber } from './live-socket.js'
import { marketDataChannel, readModelReaders, type MarketDataReaders } from './market-data-channels.js'
import { OrdersChannel } from './orders-channel.js'
import { sharedRuns } from './shared-runs.js'
import { TradesChannel } from './trades-channel.js'

export interface LiveHubOptions {
  bus: Bus
  db: Kysely<Database>
  bookSnapshot: (instrument: Instrument) => Promise<BookSnapshot>
  catchUp: () => Promise<unknown>
  log: { warn(obj: unknown, msg?: string): void }
  heartbeatMs?: number
  /**
   * The app's clock: the heartbeats' `time`, the blackout period's boundaries of `market.*` and the
   * minutes of `ticker.*`.
   */
  clock: Pick<Clock, 'now' | 'at'>
  /** Where `market.*`, `ticker.*` and `candles.*` read their state; the read models of `db` by default. */
  marketData?: MarketDataReaders
  /** Which of these sessions are still live (the periodic re-check). */
  liveSessions?: (sessionIds: readonly string[]) => Promise<Set<string>>
  /** How often every socket's session is checked again; 60 s by default. */
  sessionCheckMs?: number
}

/** One connected socket: its user and its subscriptions by channel name. */
interface Connection {
  socket: LiveSocket
  userId: number
  /** The session the upgrade was authenticated with: its revocation closes the socket. */
  sessionId: string
  subscriptions: Map<IqsWsChannel, { channel: LiveChannel; subscriber: Subscriber }>
}

/**
 * The WebSocket side of market data in one api process: one channel object (and so one bus
 * subscription) per channel name, shared by every socket subscribed to it, created on the first
 * subscription and dropped after the last; a heartbeat to every socket each second, which also lets
 * slow consumers catch up with a fresh snapshot.
 *
 * Sockets are indexed by session: `endSessions` (called on the revocation signal) sends each a
 * final `{ type: 'error', code: 'SESSION_REVOKED' }` and closes it with 4401. Every `sessionCheckMs`
 * the hub also asks the database which sessions are still live and closes the others
 * (`SESSION_EXPIRED`): a revocation message lost between processes, or a session that simply lapsed,
 * does not leave a socket open for long.
 *
 * @example
 * const hub = new LiveHub({ bus, db, bookSnapshot, catchUp, log })
 * const connection = hub.connect(socket, user.id, user.sessionId)
 * socket.on('message', (raw) => hub.receive(connection, raw.toString()))
 * socket.on('close', () => hub.disconnect(connection))
 */
export class LiveHub {
  private readonly channels = new Map<string, LiveChannel>()
  private readonly connections = new Set<Connection>()
  private readonly bySession = new Map<string, Set<Connection>>()
  private readonly timer: NodeJS.Timeout
  private readonly sessionTimer: NodeJS.Timeout
  /** The read models' catch-up for the market data channels: a trade wakes several, one run serves all. */
  private readonly sharedCatchUp: () => Promise<void>

  constructor(private readonly options: LiveHubOptions) {
    this.sharedCatchUp = sharedRuns(options.catchUp)
    this.timer = setInterval(() => this.heartbeat(), options.heartbeatMs ?? 1_000)
    this.timer.unref()
    this.sessionTimer = setInterval(() => {
      this.recheckSessions().catch((error: unknown) =>
        options.log.warn({ err: error }, 'live sockets: session re-check failed'),
      )
    }, options.sessionCheckMs ?? 60_000)
    this.sessionTimer.unref()
  }

  connect(socket: LiveSocket, userId: number, sessionId: string): Connection {
    const connection: Connection = { socket, userId, sessionId, subscriptions: new Map() }
    this.connections.add(connection)
    let sockets = this.bySession.get(sessionId)
    if (!sockets) this.bySession.set(sessionId, (sockets = new Set()))
    sockets.add(connection)
    return connection
  }

  /** Closes every socket of these sessions, with a last message saying why. @returns how many. */
  endSessions(sessionIds: readonly string[], code: 'SESSION_REVOKED' | 'SESSION_EXPIRED'): number {
    let closed = 0
    for (const sessionId of sessionIds)
      for (const connection of [...(this.bySession.get(sessionId) ?? [])]) {
        sendTo(connection.socket, {
          type: 'error',
          code,
          message:
            code === 'SESSION_REVOKED'
              ? 'Your session was ended: please sign in again'
              : 'Your session has expired: please sign in again',
        })
        connection.socket.close(
          IQS_WS_CLOSE.SESSION_ENDED,
          code === 'SESSION_REVOKED' ? 'Session revoked' : 'Session expired',
        )
        this.disconnect(connection)
        closed++
      }
    return closed
  }

  /** Asks which sessions behind open sockets are still live, and closes the others. */
  async recheckSessions(): Promise<number> {
    const { liveSessions } = this.options
    const sessionIds = [...this.bySession.keys()]
    if (!liveSessions || sessionIds.length === 0) return 0
    const live = await liveSessions(sessionIds)
    return this.endSessions(
      sessionIds.filter((id) => !live.has(id)),
      'SESSION_EXPIRED',
    )
  }

  /** Handles one client message: `{ op: 'subscribe' | 'unsubscribe', channel }`. */
  receive(connection: Connection, raw: string): void {
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      return sendTo(connection.socket, {
        type: 'error',
        code: 'BAD_MESSAGE',
        message: 'Messages must be JSON',
      })
    }
    const parsed = iqsWsClientMessageSchema.safeParse(json)
    if (!parsed.success)
      return sendTo(connection.socket, {
        type: 'error',
        code: 'BAD_MESSAGE',
        message: `Expected { "op": "subscribe" | "unsubscribe", "channel": ${iqsWsChannels.map((c) => `"${c}"`).join(' | ')} }`,
      })
    const { op, channel } = parsed.data
    if (op === 'subscribe') {
      const existing = connection.subscriptions.get(channel)
      // Subscribing again is how a client repairs a gap in `seq`: it gets a fresh snapshot.
      if (existing) return existing.channel.resync(existing.subscriber)
      const live = this.channel(channel, connection.userId)
      const subscriber: Subscriber = { socket: connection.socket, userId: connection.userId, stale: false }
      connection.subscriptions.set(channel, { channel: live, subscriber })
      sendTo(connection.socket, { type: 'subscribed', channel })
      live.add(subscriber)
    } else {
      this.leave(connection, channel)
      sendTo(connection.socket, { type: 'unsubscribed', channel })
    }
  }

  disconnect(connection: Connection): void {
    for (const channel of [...connection.subscriptions.keys()]) this.leave(connection, channel)
    this.connections.delete(connection)
    const sockets = this.bySession.get(connection.sessionId)
    sockets?.delete(connection)
    if (sockets?.size === 0) this.bySession.delete(connection.sessionId)
  }

  /** How many bus-backed channels this process holds (tests check the sharing). */
  get channelCount(): number {
    return this.channels.size
  }

  close(): void {
    clearInterval(this.timer)
    clearInterval(this.sessionTimer)
    for (const connection of [...this.connections]) this.disconnect(connection)
  }

  private leave(connection: Connection, channel: IqsWsChannel): void {
    const entry = connection.subscriptions.get(channel)
    if (!entry) return
    connection.subscriptions.delete(channel)
    if (entry.channel.remove(entry.subscriber))
      for (const [key, value] of this.channels) if (value === entry.channel) this.channels.delete(key)
  }

  private channel(name: IqsWsChannel, userId: number): LiveChannel {
    const key = name === 'orders.me' ? `orders.${userId}` : name
    let channel = this.channels.get(key)
    if (channel) return channel
    const { bus, db, log, clock } = this.options
    if (name === 'book.IQS' || name === 'book.OST')
      channel = new BookChannel(name === 'book.IQS' ? 'IQS' : 'OST', bus, this.options.bookSnapshot, log)
    else if (name === 'trades.IQS' || name === 'trades.OST')
      channel = new TradesChannel(name === 'trades.IQS' ? 'IQS' : 'OST', bus, db, log)
    else if (name === 'orders.me') channel = new OrdersChannel(userId, bus, db, this.options.catchUp, log)
    else
      channel = marketDataChannel(name, {
        bus,
        readers: this.options.marketData ?? readModelReaders(db),
        catchUp: this.sharedCatchUp,
        clock,
        log,
      }) as LiveChannel
    this.channels.set(key, channel)
    return channel
  }

  private heartbeat(): void {
    const beat: IqsWsServerMessage = {
      type: 'heartbeat',
      time: new Date(this.options.clock.now()).toISOString(),
    }
    const message = JSON.stringify(beat)
    for (const { socket } of this.connections)
      if (socket.readyState === OPEN && socket.bufferedAmount <= HIGH_WATER_MARK) socket.send(message)
    for (const channel of this.channels.values()) channel.tick()
  }
}
