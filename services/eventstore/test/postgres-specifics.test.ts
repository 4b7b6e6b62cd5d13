import { testDatabases, type DatabaseHandle } from '@iqs/database'
import { sql } from 'kysely'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPostgresEventStore,
  positionToNumber,
  verifyChain,
  type AnyKysely,
  type NewEvent,
  type PostgresEventStore,
  type RecordedEvent,
} from '../src/index.js'
import { appendEvents } from '../src/postgres/append-events.js'
import { waitUntil } from './event-store.contract.js'

const events = (count: number, type = 'Thing'): NewEvent[] =>
  Array.from({ length: count }, (_, i) => ({ eventId: randomUUID(), type, data: { i } }))

/** Runs `tamper` then `verifyChain` in a transaction that is rolled back, so each case starts from an intact log. */
async function verifyAfter(db: AnyKysely, tamper: (trx: AnyKysely) => Promise<unknown>) {
  let report: Awaited<ReturnType<typeof verifyChain>> | undefined
  await db
    .transaction()
    .execute(async (trx) => {
      await sql`alter table events disable trigger events_append_only`.execute(trx)
      await tamper(trx)
      report = await verifyChain({ db: trx })
      throw new Error('roll back')
    })
    .catch((error: Error) => {
      if (error.message !== 'roll back') throw error
    })
  return report
}

for (const backend of testDatabases()) {
  describe(`PostgreSQL event store specifics on ${backend.name}`, () => {
    let handle: DatabaseHandle<unknown>
    let store: PostgresEventStore

    beforeAll(async () => {
      handle = await backend.open()
      store = createPostgresEventStore({ db: handle.db, clock: () => new Date('2031-05-06T07:08:09.123Z') })
    })
    afterAll(async () => {
      await store?.close()
      await handle?.destroy()
    })

    it('numbers a fresh log 1, 2, 3... and hashes what jsonb gives back, whatever its key order', async () => {
      expect(await verifyChain(store)).toMatchObject({ ok: true, count: 0 })
      const first = await store.append('chain-a', 'no_stream', [
        {
          eventId: randomUUID().toUpperCase(),
          type: 'Keys',
          data: { zeta: 1, a: 2, bb: { y: [1, { d: 1, c: 2 }], x: 'é"\\' }, big: 12345678901234, f: 0.1 },
          metadata: { userId: 3, commandId: 'c', skipped: undefined },
        },
        ...events(4),
      ])
      await store.append('chain-b', 'no_stream', events(5))
      expect(positionToNumber(first.firstPosition as string)).toBe(1)
      const all = await store.readAll()
      expect(all.map((e) => positionToNumber(e.position))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
      expect(all[0]?.recordedAt.toISOString()).toBe('2031-05-06T07:08:09.123Z')
      expect(all[0]?.metadata).toEqual({ userId: 3, commandId: 'c' })
      const report = await verifyChain(store)
      expect(report).toEqual({ ok: true, count: 10, headPosition: 10, headHash: all[9]?.hash })
    })

    it('names the first altered row', async () => {
      const report = await verifyAfter(handle.db, (trx) =>
        sql`update events set data = jsonb_set(data, '{i}', '99') where position = 4`.execute(trx),
      )
      expect(report).toMatchObject({ ok: false, position: 4, count: 3 })
      const metadata = await verifyAfter(handle.db, (trx) =>
        sql`update events set metadata = '{"userId":4}' where position = 7`.execute(trx),
      )
      expect(metadata).toMatchObject({ ok: false, position: 7 })
      const time = await verifyAfter(handle.db, (trx) =>
        sql`update events set recorded_at = recorded_at + interval '1 ms' where position = 2`.execute(trx),
      )
      expect(time).toMatchObject({ ok: false, position: 2 })
    })

    it('names a removed row, the last one included', async () => {
      const middle = await verifyAfter(handle.db, (trx) =>
        sql`delete from events where position = 5`.execute(trx),
      )
      expect(middle).toMatchObject({ ok: false, position: 5, reason: expect.stringMatching(/missing/) })
      const last = await verifyAfter(handle.db, (trx) =>
        sql`delete from events where position = 10`.execute(trx),
      )
      expect(last).toMatchObject({ ok: false, position: 10, reason: expect.stringMatching(/missing/) })
    })

    it('names the first of two swapped rows', async () => {
      const report = await verifyAfter(handle.db, async (trx) => {
        await sql`update events set position = -1 where position = 3`.execute(trx)
        await sql`update events set position = 3 where position = 6`.execute(trx)
        await sql`update events set position = 6 where position = -1`.execute(trx)
      })
      expect(report).toMatchObject({ ok: false, position: 3 })
    })

    it('notices a rewritten hash through the next link and the log head', async () => {
      const report = await verifyAfter(handle.db, (trx) =>
        sql`update events set hash = repeat('f', 64) where position = 10`.execute(trx),
      )
      expect(report).toMatchObject({ ok: false, position: 10 })
    })

    it('refuses updates and deletes of events outright', async () => {
      await expect(sql`delete from events where position = 1`.execute(handle.db)).rejects.toThrow(
        /append-only/,
      )
      await expect(sql`update events set type = 'X' where position = 1`.execute(handle.db)).rejects.toThrow(
        /append-only/,
      )
      expect(await verifyChain(store)).toMatchObject({ ok: true, count: 10 })
    })

    it('holds later appends and subscribers back while a slow append transaction is open', async () => {
      const start = await store.readLastPosition()
      let release: () => void = () => undefined
      let entered: () => void = () => undefined
      const held = new Promise<void>((resolve) => (release = resolve))
      const inside = new Promise<void>((resolve) => (entered = resolve))
      const slow = handle.db.transaction().execute(async (trx) => {
        const result = await appendEvents(
          trx,
          [{ streamId: 'slow', expectedVersion: 'any', events: events(3) }],
          new Date(),
        )
        entered()
        await held
        return result
      })
      await inside
      const seen: RecordedEvent[] = []
      const subscription = store.subscribeToAll((event) => void seen.push(event), { after: start })
      const fast = store.append('fast', 'any', events(2))
      await new Promise((resolve) => setTimeout(resolve, 150))
      expect(seen).toEqual([])
      release()
      const [slowResult] = await slow
      const fastResult = await fast
      await waitUntil(() => seen.length === 5)
      await subscription.stop()
      expect(seen.map((e) => e.streamId)).toEqual(['slow', 'slow', 'slow', 'fast', 'fast'])
      expect(positionToNumber(fastResult.firstPosition as string)).toBe(
        positionToNumber(slowResult?.lastPosition as string) + 1,
      )
      expect(await verifyChain(store)).toMatchObject({ ok: true, count: 15 })
    })

    it('sends a large append in several statements and keeps it all or nothing, retries included', async () => {
      const before = await store.readLastPosition()
      const big = events(1_000, 'Big')
      const first = await store.append('big-a', 'no_stream', big)
      expect(first.nextExpectedVersion).toBe(1_000)
      const stored = await store.readStream('big-a')
      expect(stored.map((e) => e.eventId)).toEqual(big.map((e) => e.eventId))
      expect(positionToNumber(first.firstPosition as string)).toBe(positionToNumber(before as string) + 1)

      // A retry: its first chunk already fails on the unique event id, then the look-up answers.
      expect(await store.append('big-a', 'no_stream', big)).toEqual({ ...first, duplicate: true })
      // A stored id in the last chunk (or the first) of another append: nothing of it is written.
      for (const at of [999, 3]) {
        const mixed = events(1_000)
        mixed[at] = big[at] as NewEvent
        await expect(store.append('big-b', 'no_stream', mixed)).rejects.toMatchObject({
          name: 'EventIdConflictError',
        })
      }
      expect(await store.readStreamVersion('big-b')).toBe(0)
      expect(await store.readLastPosition()).toBe(first.lastPosition)
      expect(await verifyChain(store)).toMatchObject({
        ok: true,
        headPosition: positionToNumber(first.lastPosition as string),
      })
    })

    it('moves a checkpoint with the read model in the caller transaction, and back with its rollback', async () => {
      const [first, second] = (await store.readAll({ limit: 2 })).map((e) => e.position) as [string, string]
      await handle.db
        .transaction()
        .execute((trx) => store.writeCheckpointIn(trx, 'holders', undefined, first))
      await expect(
        handle.db.transaction().execute(async (trx) => {
          await store.writeCheckpointIn(trx, 'holders', first, second)
          throw new Error('read model update failed')
        }),
      ).rejects.toThrow('read model update failed')
      expect(await store.readCheckpoint('holders')).toBe(first)
    })
  })
}
