import type { IqsWsChannel, IqsWsServerMessage } from '@iqs/protocol'
import { sendTo, type Subscriber } from './live-socket.js'

/** Above this many queued bytes a socket is a slow consumer: its deltas are dropped. */
export const HIGH_WATER_MARK = 512 * 1024
/** It gets a fresh snapshot once its queue is below this. */
export const LOW_WATER_MARK = 64 * 1024

/**
 * One channel of one process (`book.IQS`, `orders.7`...): one bus subscription, fanned out to its
 * subscribers. Subclasses say how to start, how to take a snapshot, and when to send deltas.
 *
 * Conflation: a delta to a socket whose `bufferedAmount` is over HIGH_WATER_MARK is dropped and the
 * subscriber marked stale; once its queue drains below LOW_WATER_MARK (checked on each delta and on
 * each heartbeat) it gets a fresh snapshot, so a slow client holds at most one snapshot's worth of
 * backlog, never an unbounded queue.
 */
export abstract class LiveChannel<Name extends IqsWsChannel = IqsWsChannel> {
  readonly subscribers = new Set<Subscriber>()

  /** The channel's protocol name: its messages carry it, so a book channel can only send book data. */
  constructor(readonly name: Name) {}

  /** Subscribes to the bus and gets ready; the first subscriber triggers it. */
  abstract start(): void
  /** Unsubscribes from the bus; after the last subscriber left. */
  abstract stop(): void
  /** Sends the current snapshot to one subscriber (now, or once the channel is ready). */
  abstract sendSnapshot(subscriber: Subscriber): void

  add(subscriber: Subscriber): void {
    const first = this.subscribers.size === 0
    this.subscribers.add(subscriber)
    if (first) this.start()
    else this.sendSnapshot(subscriber)
  }

  /** Returns true when the channel has no subscriber left (the hub then drops it). */
  remove(subscriber: Subscriber): boolean {
    this.subscribers.delete(subscriber)
    if (this.subscribers.size > 0) return false
    this.stop()
    return true
  }

  /** Sends a delta to each subscriber that keeps up; conflates the others. */
  protected fanOut(message: IqsWsServerMessage): void {
    let text: string | undefined
    for (const subscriber of this.subscribers) {
      const { socket } = subscriber
      if (subscriber.stale) {
        if (socket.bufferedAmount <= LOW_WATER_MARK) this.resync(subscriber)
        continue
      }
      if (socket.bufferedAmount > HIGH_WATER_MARK) {
        subscriber.stale = true
        continue
      }
      text ??= JSON.stringify(message)
      if (socket.readyState === 1) socket.send(text)
    }
  }

  /** Called every heartbeat: stale subscribers that drained get their snapshot. */
  tick(): void {
    for (const subscriber of this.subscribers)
      if (subscriber.stale && subscriber.socket.bufferedAmount <= LOW_WATER_MARK) this.resync(subscriber)
  }

  /**
   * Sends a subscriber a fresh snapshot: after conflation, or when its client subscribes again
   * because it saw a gap in `seq` (the protocol's repair).
   */
  resync(subscriber: Subscriber): void {
    subscriber.stale = false
    this.sendSnapshot(subscriber)
  }

  protected send(subscriber: Subscriber, message: IqsWsServerMessage): void {
    sendTo(subscriber.socket, message)
  }
}
