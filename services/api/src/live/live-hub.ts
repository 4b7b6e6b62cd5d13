import type { Bus } from '@iqs/bus'
import type { Instrument } from '@iqs/engine'
import type { BookSnapshot } from '@iqs/exchange'
import { iqsWsClientMessageSchema, type IqsWsChannel } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../db/database.js'
import { BookChannel } from './book-channel.js'
import { HIGH_WATER_MARK, type LiveChannel } from './live-channel.js'
import { OPEN, sendTo, type LiveSocket, type Subscriber } from './live-socket.js'
import { OrdersChannel } from './orders-channel.js'
import { TradesChannel } from './trades-channel.js'

export interface LiveHubOptions {
  bus: Bus
  db: Kysely<Database>
  bookSnapshot: (instrument: Instrument) => Promise<BookSnapshot>
  catchUp: () => Promise<unknown>
  log: { warn(obj: unknown, msg?: string): void }
  heartbeatMs?: number
  now?: () => number
}

/** One connected socket: its user and its subscriptions by channel name. */
interface Connection {
  socket: LiveSocket
  userId: number
  subscriptions: Map<IqsWsChannel, { channel: LiveChannel; subscriber: Subscriber }>
}

/**
 * The WebSocket side of market data in one api process: one channel object (and so one bus
 * subscription) per channel name, shared by every socket subscribed to it, created on the first
 * subscription and dropped after the last; a heartbeat to every socket each second, which also lets
 * slow consumers catch up with a fresh snapshot.
 *
 * @example
 * const hub = new LiveHub({ bus, db, bookSnapshot, catchUp, log })
 * const connection = hub.connect(socket, user.id)
 * socket.on('message', (raw) => hub.receive(connection, raw.toString()))
 * socket.on('close', () => hub.disconnect(connection))
 */
export class LiveHub {
  private readonly channels = new Map<string, LiveChannel>()
  private readonly connections = new Set<Connection>()
  private readonly timer: NodeJS.Timeout

  constructor(private readonly options: LiveHubOptions) {
    this.timer = setInterval(() => this.heartbeat(), options.heartbeatMs ?? 1_000)
    this.timer.unref()
  }

  connect(socket: LiveSocket, userId: number): Connection {
    const connection: Connection = { socket, userId, subscriptions: new Map() }
    this.connections.add(connection)
    return connection
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
        message:
          'Expected { "op": "subscribe" | "unsubscribe", "channel": "book.IQS" | "book.OST" | "trades.IQS" | "trades.OST" | "orders.me" }',
      })
    const { op, channel } = parsed.data
    if (op === 'subscribe') {
      if (connection.subscriptions.has(channel)) return
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
  }

  /** How many bus-backed channels this process holds (tests check the sharing). */
  get channelCount(): number {
    return this.channels.size
  }

  close(): void {
    clearInterval(this.timer)
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
    const { bus, db, log } = this.options
    if (name === 'book.IQS' || name === 'book.OST')
      channel = new BookChannel(name === 'book.IQS' ? 'IQS' : 'OST', bus, this.options.bookSnapshot, log)
    else if (name === 'trades.IQS' || name === 'trades.OST')
      channel = new TradesChannel(name === 'trades.IQS' ? 'IQS' : 'OST', bus, db, log)
    else channel = new OrdersChannel(userId, bus, db, this.options.catchUp, log)
    this.channels.set(key, channel)
    return channel
  }

  private heartbeat(): void {
    const message = JSON.stringify({
      type: 'heartbeat',
      time: new Date((this.options.now ?? Date.now)()).toISOString(),
    })
    for (const { socket } of this.connections)
      if (socket.readyState === OPEN && socket.bufferedAmount <= HIGH_WATER_MARK) socket.send(message)
    for (const channel of this.channels.values()) channel.tick()
  }
}
