import type { IqsWsChannel, IqsWsServerMessage } from '@iqs/protocol'
import { LiveChannel } from './live-channel.js'
import type { Subscriber } from './live-socket.js'

/**
 * A channel whose messages carry a whole state (`market.*`, `ticker.*`, `candles.*`), not a change
 * to apply: a subscriber gets the latest state as its snapshot, and each new state as a delta, only
 * when it differs from the one before. A client that misses a delta misses nothing, and a slow
 * consumer's fresh snapshot is simply the latest state.
 */
export abstract class StateChannel<Name extends IqsWsChannel, Data> extends LiveChannel<Name> {
  /** What a new subscriber gets; undefined until the channel has read its first state. */
  private state: Data | undefined
  private lastDelta: string | undefined
  private seq = 0
  /** Bumped by `stop`: work started before it must not publish into the next start. */
  protected generation = 0

  /** The protocol's message of this channel (its subclass knows the channel's data type). */
  protected abstract message(type: 'snapshot' | 'delta', seq: number, data: Data): IqsWsServerMessage

  sendSnapshot(subscriber: Subscriber): void {
    if (this.state !== undefined) this.send(subscriber, this.message('snapshot', this.seq, this.state))
  }

  /**
   * Takes a new state: the first one goes to every subscriber as its snapshot, later ones as a
   * delta (`delta`, the state itself unless the channel sends only what changed). A delta equal to
   * the previous one is not sent again.
   */
  protected publish(state: Data, delta: Data = state): void {
    const text = JSON.stringify(delta)
    if (text === this.lastDelta) return
    this.lastDelta = text
    const first = this.state === undefined
    this.state = state
    if (first) for (const subscriber of this.subscribers) this.sendSnapshot(subscriber)
    else this.fanOut(this.message('delta', ++this.seq, delta))
  }

  /** Whether the first state was read (snapshots can be sent). */
  protected get ready(): boolean {
    return this.state !== undefined
  }

  /** Forgets the state after the last subscriber left: the next start reads it again. */
  protected forget(): void {
    this.generation++
    this.state = undefined
    this.lastDelta = undefined
  }
}
