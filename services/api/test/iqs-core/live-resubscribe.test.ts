import { createMemoryBus } from '@iqs/bus'
import { marketSubjects, type BookDelta, type BookSnapshot } from '@iqs/exchange'
import { iqsWsServerMessageSchema, type IqsWsServerMessage } from '@iqs/protocol'
import { describe, expect, it, vi } from 'vitest'
import { LiveHub } from '../../src/iqs/live/live-hub.js'
import { testClock } from '../../src/platform/clock.js'
import type { LiveSocket } from '../../src/iqs/live/live-socket.js'

/**
 * The protocol's repair of a gap is "subscribe again" (the web's feed and the load scenario both
 * do it): the hub used to ignore a second subscription to a channel, so a client that saw a gap
 * waited for a snapshot that never came.
 */
describe('the live hub answers a second subscription with a fresh snapshot', () => {
  it('sends the book as it is now, with its seq, and every message fits the protocol', async () => {
    const bus = createMemoryBus()
    const sent: string[] = []
    const socket: LiveSocket = {
      readyState: 1,
      bufferedAmount: 0,
      send: (data) => void sent.push(data),
      close: () => undefined,
    }
    const bookSnapshot = vi.fn(async (): Promise<BookSnapshot> => ({
      instrument: 'IQS',
      seq: 7,
      bids: [[98, 100]],
      asks: [[102, 50]],
      terms: {
        status: 'OPEN',
        referencePrice: 100,
        feeMinimumEur: '1.00',
        feePercent: '0.5',
        priceDecimals: 2,
      },
    }))
    const hub = new LiveHub({
      bus,
      db: undefined as never,
      bookSnapshot,
      catchUp: async () => undefined,
      log: { warn: () => undefined },
      clock: testClock(0),
      heartbeatMs: 3_600_000,
      sessionCheckMs: 3_600_000,
    })
    const received = (): IqsWsServerMessage[] =>
      sent.map((text) => iqsWsServerMessageSchema.parse(JSON.parse(text)))
    const snapshots = () => received().filter((m) => m.type === 'snapshot')

    const connection = hub.connect(socket, 1, 'session-1')
    hub.receive(connection, JSON.stringify({ op: 'subscribe', channel: 'book.IQS' }))
    await vi.waitFor(() => expect(snapshots()).toHaveLength(1))

    const delta: BookDelta = { instrument: 'IQS', seq: 8, changes: [['SELL', 102, 0]] }
    bus.publish(marketSubjects.book('IQS'), delta)
    await bus.flush()
    await vi.waitFor(() => expect(received().filter((m) => m.type === 'delta')).toHaveLength(1))

    hub.receive(connection, JSON.stringify({ op: 'subscribe', channel: 'book.IQS' }))
    expect(snapshots()).toEqual([
      {
        channel: 'book.IQS',
        type: 'snapshot',
        seq: 7,
        data: { bids: [['0.98', '100']], asks: [['1.02', '50']] },
      },
      { channel: 'book.IQS', type: 'snapshot', seq: 8, data: { bids: [['0.98', '100']], asks: [] } },
    ])
    // The fresh snapshot comes from the hub's mirror: the writer is not asked again.
    expect(bookSnapshot).toHaveBeenCalledTimes(1)
    expect(received().filter((m) => m.type === 'subscribed')).toHaveLength(1)
    hub.close()
  })
})
