import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CheckpointConflictError,
  createUpcasterRegistry,
  EventIdConflictError,
  WrongExpectedVersionError,
  type EventStore,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type UpcasterRegistry,
} from '../src/index.js'

/** One adapter under test, as the contract sees it. */
export interface EventStoreHarness {
  /** A store over the adapter's log; every store of one harness shares that log. */
  open(options?: { upcasters?: UpcasterRegistry }): Promise<EventStore>
  /** For adapters whose positions are the numbers 1, 2, 3...: the number of a position. */
  positionNumber?: (position: Position) => number
  /** Closes the stores and drops the log. */
  destroy(): Promise<void>
}

/**
 * The behaviour every EventStore adapter must have (Emmett's habit: one
 * suite, every adapter). Tests use streams of their own and look at the
 * global log only after the position where they started, so they also run
 * on a shared server (KurrentDB) that holds other events.
 */
export function eventStoreContract(name: string, makeHarness: () => Promise<EventStoreHarness>): void {
  describe(`EventStore contract on ${name}`, () => {
    let harness: EventStoreHarness
    let store: EventStore

    beforeAll(async () => {
      harness = await makeHarness()
      store = await harness.open()
    })
    afterAll(() => harness?.destroy())

    const stream = (label: string) => `${label}-${randomUUID().slice(0, 8)}`
    const events = (count: number, type = 'Thing', extra: Partial<NewEvent> = {}): NewEvent[] =>
      Array.from({ length: count }, (_, i) => ({ eventId: randomUUID(), type, data: { i }, ...extra }))
    /** Every event after `start` in the given streams, in global order. */
    const readOwn = async (start: Position | undefined, streams: ReadonlySet<string>) => {
      const seen: RecordedEvent[] = []
      let after = start
      for (;;) {
        const page = await store.readAll({ after, limit: 1000 })
        seen.push(...page.filter((event) => streams.has(event.streamId)))
        if (page.length < 1000) return seen
        after = page.at(-1)?.position
      }
    }
    const expectOrdered = (positions: Position[]) => {
      for (let i = 1; i < positions.length; i++) {
        expect(store.comparePositions(positions[i - 1] as Position, positions[i] as Position)).toBeLessThan(0)
        expect((positions[i - 1] as Position) < (positions[i] as Position)).toBe(true)
      }
      if (harness.positionNumber && positions.length > 0) {
        const numbers = positions.map(harness.positionNumber)
        const first = numbers[0] as number
        expect(numbers).toEqual(numbers.map((_, i) => first + i))
      }
    }

    it('appends and reads a stream back in version order with every field', async () => {
      const id = stream('basic')
      const eventId = randomUUID()
      const metadata = {
        commandId: randomUUID(),
        correlationId: 'c-1',
        causationId: 'k-1',
        userId: 7,
        time: '2030-01-02T03:04:05.678Z',
      }
      const result = await store.append(id, 'no_stream', [
        {
          eventId,
          type: 'OrderAccepted',
          data: { price: 1050, side: 'buy', nested: { z: 1, a: [1, 'x'] } },
          metadata,
        },
        ...events(2),
      ])
      expect(result).toMatchObject({ streamId: id, nextExpectedVersion: 3, duplicate: false })
      const read = await store.readStream(id)
      expect(read.map((e) => e.streamVersion)).toEqual([1, 2, 3])
      expect(read[0]).toMatchObject({
        streamId: id,
        streamVersion: 1,
        eventId,
        type: 'OrderAccepted',
        schemaVersion: 1,
        data: { price: 1050, side: 'buy', nested: { z: 1, a: [1, 'x'] } },
        metadata,
        position: result.firstPosition,
      })
      expect(read[0]?.recordedAt).toBeInstanceOf(Date)
      expect(read[2]?.position).toBe(result.lastPosition)
      expectOrdered(read.map((e) => e.position))
      expect(await store.readStreamVersion(id)).toBe(3)
      expect(await store.readStreamVersion(stream('none'))).toBe(0)
      expect(await store.readStream(stream('none'))).toEqual([])
      expect(await store.readLastPosition()).toBeDefined()
    })

    it('checks every kind of expected version and names stream, expected and actual', async () => {
      const id = stream('versions')
      await expect(store.append(id, 'stream_exists', events(1))).rejects.toThrow(WrongExpectedVersionError)
      await expect(store.append(id, 3, events(1))).rejects.toMatchObject({
        streamId: id,
        expected: 3,
        actual: 0,
      })
      await store.append(id, 0, events(2))
      await expect(store.append(id, 'no_stream', events(1))).rejects.toMatchObject({
        name: 'WrongExpectedVersionError',
        streamId: id,
        expected: 'no_stream',
        actual: 2,
      })
      await expect(store.append(id, 1, events(1))).rejects.toMatchObject({ expected: 1, actual: 2 })
      await store.append(id, 'stream_exists', events(1))
      const last = await store.append(id, 'any', events(1))
      expect(last.nextExpectedVersion).toBe(4)
      await store.append(id, 4, events(1))
      expect(await store.readStreamVersion(id)).toBe(5)
    })

    it('lets exactly one of concurrent appenders with the same expected version win', async () => {
      const id = stream('race')
      await store.append(id, 'no_stream', events(1))
      const outcomes = await Promise.allSettled(
        Array.from({ length: 8 }, (_, writer) => store.append(id, 1, events(3, `ByWriter${writer}`))),
      )
      const won = outcomes.filter((o) => o.status === 'fulfilled')
      const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected')
      expect(won).toHaveLength(1)
      expect(lost).toHaveLength(7)
      for (const o of lost)
        expect(o.reason).toMatchObject({ name: 'WrongExpectedVersionError', expected: 1, actual: 4 })
      const read = await store.readStream(id)
      expect(read).toHaveLength(4)
      expect(new Set(read.slice(1).map((e) => e.type)).size).toBe(1)
    })

    it('gives concurrent appenders to different streams one order, and readers only ever see a prefix of it', async () => {
      const start = await store.readLastPosition()
      const ids = Array.from({ length: 6 }, (_, i) => stream(`par${i}`))
      const own = new Set(ids)
      const snapshots: string[][] = []
      let writing = true
      const reader = (async () => {
        while (writing) {
          // No timer here: PGlite answers in microtasks, so a timer would not fire until the writers finish.
          snapshots.push((await readOwn(start, own)).map((e) => e.eventId))
        }
      })()
      await Promise.all(
        ids.map(async (id) => {
          let version = 0
          for (let round = 0; round < 8; round++) {
            version = (await store.append(id, version, events(5))).nextExpectedVersion
          }
        }),
      )
      writing = false
      await reader
      const final = await readOwn(start, own)
      expect(final).toHaveLength(6 * 8 * 5)
      expectOrdered(final.map((e) => e.position))
      const finalIds = final.map((e) => e.eventId)
      expect(snapshots.length).toBeGreaterThan(1)
      for (const seen of snapshots) expect(seen).toEqual(finalIds.slice(0, seen.length))
      for (const id of ids) {
        expect((await store.readStream(id)).map((e) => e.streamVersion)).toEqual(
          Array.from({ length: 40 }, (_, i) => i + 1),
        )
      }
    })

    it('writes nothing and leaves no gap when appendMany fails', async () => {
      const [a, b] = [stream('all-a'), stream('all-b')]
      await store.append(b, 'no_stream', events(1))
      const before = await store.append(stream('before'), 'no_stream', events(1))
      await expect(
        store.appendMany([
          { streamId: a, expectedVersion: 'no_stream', events: events(3) },
          { streamId: b, expectedVersion: 'no_stream', events: events(2) },
        ]),
      ).rejects.toThrow(WrongExpectedVersionError)
      expect(await store.readStream(a)).toEqual([])
      expect(await store.readStream(b)).toHaveLength(1)
      const after = await store.append(a, 'no_stream', events(2))
      expect(after.nextExpectedVersion).toBe(2)
      if (harness.positionNumber) {
        expect(harness.positionNumber(after.firstPosition as Position)).toBe(
          harness.positionNumber(before.lastPosition as Position) + 1,
        )
      }
    })

    it('commits appendMany as one unit and chains expected versions of one stream', async () => {
      const [a, b] = [stream('many-a'), stream('many-b')]
      const results = await store.appendMany([
        { streamId: a, expectedVersion: 'no_stream', events: events(2) },
        { streamId: b, expectedVersion: 'any', events: events(1) },
        { streamId: a, expectedVersion: 2, events: events(3) },
      ])
      expect(results.map((r) => [r.streamId, r.nextExpectedVersion, r.duplicate])).toEqual([
        [a, 2, false],
        [b, 1, false],
        [a, 5, false],
      ])
      const all = await readOwn(undefined, new Set([a, b]))
      expect(all.map((e) => `${e.streamId === a ? 'a' : 'b'}${e.streamVersion}`)).toEqual([
        'a1',
        'a2',
        'b1',
        'a3',
        'a4',
        'a5',
      ])
      expectOrdered(all.map((e) => e.position))
    })

    it('never lets a subscriber skip a slow transaction that began first', async () => {
      const start = await store.readLastPosition()
      const [slow, fast] = [stream('slow'), stream('fast')]
      const received: RecordedEvent[] = []
      const subscription = store.subscribeToAll(
        (event) => {
          if (event.streamId === slow || event.streamId === fast) received.push(event)
        },
        { after: start, batchSize: 100 },
      )
      const big = store.append(slow, 'no_stream', events(3000, 'Bulk'))
      const small = Promise.all(
        Array.from({ length: 10 }, (_, i) => store.append(fast, 'any', events(1, `Small${i}`))),
      )
      await Promise.all([big, small])
      await waitUntil(() => received.length === 3010)
      await subscription.stop()
      const final = await readOwn(start, new Set([slow, fast]))
      expect(received.map((e) => e.eventId)).toEqual(final.map((e) => e.eventId))
      expectOrdered(received.map((e) => e.position))
    })

    it('treats a retry with the same event ids as done: first result back, nothing written', async () => {
      const id = stream('retry-ids')
      const batch = events(3)
      const first = await store.append(id, 'no_stream', batch)
      const again = await store.append(id, 'no_stream', batch)
      expect(again).toMatchObject({
        streamId: id,
        nextExpectedVersion: first.nextExpectedVersion,
        firstPosition: first.firstPosition,
        lastPosition: first.lastPosition,
        duplicate: true,
      })
      expect(await store.readStream(id)).toHaveLength(3)
      await expect(store.append(id, 3, [batch[0] as NewEvent, ...events(1)])).rejects.toThrow(
        EventIdConflictError,
      )
      expect(await store.readStream(id)).toHaveLength(3)
    })

    it('returns the original outcome of a retried command id or idempotency key', async () => {
      const id = stream('retry-cmd')
      const commandId = randomUUID()
      const first = await store.append(id, 'no_stream', events(2, 'Placed', { metadata: { commandId } }))
      // A retry decides again: new event ids, same command id.
      const again = await store.append(id, 'no_stream', events(2, 'Placed', { metadata: { commandId } }))
      expect(again).toEqual({ ...first, duplicate: true })
      expect(await store.readStream(id)).toHaveLength(2)

      const key = `cmd-${randomUUID()}`
      const keyed = await store.append(id, 2, events(1), {
        idempotencyKey: key,
        result: { orderId: 'o-1', fee: '1.50' },
      })
      expect(keyed.result).toEqual({ orderId: 'o-1', fee: '1.50' })
      const retried = await store.append(id, 2, events(1), {
        idempotencyKey: key,
        result: { orderId: 'other' },
      })
      expect(retried).toEqual({ ...keyed, duplicate: true })
      expect(await store.readCommandResult(key)).toEqual({ ...keyed, duplicate: true })
      expect(await store.readCommandResult(`cmd-${randomUUID()}`)).toBeUndefined()
      expect(await store.readStreamVersion(id)).toBe(3)

      const rejected = `cmd-${randomUUID()}`
      await store.append(id, 3, [], { idempotencyKey: rejected, result: { rejected: 'MARKET_CLOSED' } })
      expect(await store.readCommandResult(rejected)).toMatchObject({ result: { rejected: 'MARKET_CLOSED' } })
      expect(await store.readStreamVersion(id)).toBe(3)
    })

    it('moves checkpoints only by compare and set', async () => {
      const name = `projection-${randomUUID()}`
      const appended = await store.append(stream('cp'), 'no_stream', events(2))
      const [p1, p2] = [appended.firstPosition, appended.lastPosition] as [Position, Position]
      expect(await store.readCheckpoint(name)).toBeUndefined()
      await store.writeCheckpoint(name, undefined, p1)
      await expect(store.writeCheckpoint(name, undefined, p2)).rejects.toThrow(CheckpointConflictError)
      await store.writeCheckpoint(name, p1, p2)
      await expect(store.writeCheckpoint(name, p1, p2)).rejects.toMatchObject({
        name: 'CheckpointConflictError',
        checkpoint: name,
        expected: p1,
        actual: p2,
      })
      expect(await store.readCheckpoint(name)).toBe(p2)
    })

    it('pages through a stream of 10,000 events and through the global log', async () => {
      const id = stream('big')
      await store.append(id, 'no_stream', events(10_000, 'Tick'))
      const versions: number[] = []
      for (let from = 1; ;) {
        const page = await store.readStream(id, { fromVersion: from, limit: 1500 })
        versions.push(...page.map((e) => e.streamVersion))
        if (page.length < 1500) break
        from = (page.at(-1) as RecordedEvent).streamVersion + 1
      }
      expect(versions).toEqual(Array.from({ length: 10_000 }, (_, i) => i + 1))
      expect((await store.readStream(id, { fromVersion: 9_999 })).map((e) => e.data)).toEqual([
        { i: 9998 },
        { i: 9999 },
      ])
      const all = await readOwn(undefined, new Set([id]))
      expect(all).toHaveLength(10_000)
      expectOrdered(all.map((e) => e.position))
    })

    it('keeps the latest snapshot of a stream', async () => {
      const id = stream('snap')
      expect(await store.loadSnapshot(id)).toBeUndefined()
      await store.saveSnapshot(id, {
        version: 10,
        type: 'BookState',
        schemaVersion: 1,
        data: { bids: [[100, 5]] },
      })
      await store.saveSnapshot(id, { version: 20, type: 'BookState', schemaVersion: 2, data: { bids: [] } })
      await store.saveSnapshot(id, {
        version: 15,
        type: 'BookState',
        schemaVersion: 1,
        data: { stale: true },
      })
      expect(await store.loadSnapshot(id)).toMatchObject({
        streamId: id,
        version: 20,
        type: 'BookState',
        schemaVersion: 2,
        data: { bids: [] },
      })
    })

    it('upcasts old events on every read and keeps the stored row as it was', async () => {
      const upcasters = createUpcasterRegistry([
        { type: 'PriceSet', fromSchemaVersion: 1, upcast: (d) => ({ ...(d as object), currency: 'EUR' }) },
        {
          type: 'PriceSet',
          fromSchemaVersion: 2,
          upcast: (d) => {
            const { price, ...rest } = d as { price: number }
            return { ...rest, priceTicks: price }
          },
        },
      ])
      const upcasting = await harness.open({ upcasters })
      const id = stream('upcast')
      await store.append(id, 'no_stream', [
        { eventId: randomUUID(), type: 'PriceSet', data: { price: 5 } },
        { eventId: randomUUID(), type: 'PriceSet', schemaVersion: 2, data: { price: 6, currency: 'USD' } },
        {
          eventId: randomUUID(),
          type: 'PriceSet',
          schemaVersion: 3,
          data: { priceTicks: 7, currency: 'EUR' },
        },
        { eventId: randomUUID(), type: 'Other', data: { price: 8 } },
      ])
      const expected = [
        { schemaVersion: 3, data: { priceTicks: 5, currency: 'EUR' } },
        { schemaVersion: 3, data: { priceTicks: 6, currency: 'USD' } },
        { schemaVersion: 3, data: { priceTicks: 7, currency: 'EUR' } },
        { schemaVersion: 1, data: { price: 8 } },
      ]
      expect(
        (await upcasting.readStream(id)).map(({ schemaVersion, data }) => ({ schemaVersion, data })),
      ).toEqual(expected)
      const fromAll = (await readAllWith(upcasting, id)).map(({ schemaVersion, data }) => ({
        schemaVersion,
        data,
      }))
      expect(fromAll).toEqual(expected)
      expect((await store.readStream(id))[0]).toMatchObject({ schemaVersion: 1, data: { price: 5 } })
      await upcasting.close()
    })

    it('catches up from a checkpoint, then follows live appends, and stops', async () => {
      const id = stream('live')
      const first = await store.append(id, 'no_stream', events(5))
      const seen: number[] = []
      const midway = (await store.readStream(id))[1]?.position
      const subscription = store.subscribeToAll(
        (event) => {
          if (event.streamId === id) seen.push(event.streamVersion)
        },
        { after: midway, batchSize: 2 },
      )
      await waitUntil(() => seen.length === 3)
      await store.append(id, first.nextExpectedVersion, events(2))
      await waitUntil(() => seen.length === 5)
      expect(seen).toEqual([3, 4, 5, 6, 7])
      await subscription.stop()
      await subscription.done
      await store.append(id, 7, events(1))
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(seen).toHaveLength(5)
      expect(subscription.position).toBe((await store.readStream(id))[6]?.position)
    })

    it('ends a subscription whose handler fails, at the failing event', async () => {
      const id = stream('fail')
      await store.append(id, 'no_stream', events(3))
      const start = (await store.readStream(id))[0]?.position
      const handled: number[] = []
      const subscription = store.subscribeToAll(
        (event) => {
          if (event.streamId !== id) return
          if (event.streamVersion === 3) throw new Error('read model broke')
          handled.push(event.streamVersion)
        },
        { after: start },
      )
      await expect(subscription.done).rejects.toThrow('read model broke')
      expect(handled).toEqual([2])
    })
  })
}

async function readAllWith(store: EventStore, streamId: string): Promise<RecordedEvent[]> {
  const found: RecordedEvent[] = []
  let after: Position | undefined
  for (;;) {
    const page = await store.readAll({ after, limit: 5000 })
    found.push(...page.filter((e) => e.streamId === streamId))
    if (page.length < 5000) return found
    after = page.at(-1)?.position
  }
}

/** Polls `condition` until it holds, failing after `timeoutMs`. */
export async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the condition')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}
