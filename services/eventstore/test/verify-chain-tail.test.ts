import { testDatabases, type DatabaseHandle } from '@iqs/database'
import { sql } from 'kysely'
import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  createPostgresEventStore,
  GENESIS_HASH,
  readVerifiedAnchor,
  verifyChain,
  verifyChainTail,
  type AnyKysely,
  type NewEvent,
  type PostgresEventStore,
} from '../src/index.js'

const events = (count: number): NewEvent[] =>
  Array.from({ length: count }, (_, i) => ({ eventId: randomUUID(), type: 'Thing', data: { i } }))

/** Changes a stored event behind the append-only trigger's back, as an intruder with table rights would. */
async function tamper(db: AnyKysely, position: number): Promise<void> {
  await sql`alter table events disable trigger events_append_only`.execute(db)
  await sql`update events set data = jsonb_set(data, '{i}', '99') where position = ${position}`.execute(db)
  await sql`alter table events enable trigger events_append_only`.execute(db)
}

for (const backend of testDatabases()) {
  describe(`verifying the tail of the hash chain on ${backend.name}`, () => {
    let handle: DatabaseHandle<unknown>
    let store: PostgresEventStore

    beforeEach(async () => {
      handle = await backend.open()
      store = createPostgresEventStore({ db: handle.db })
    })
    afterEach(async () => {
      await store.close()
      await handle.destroy()
    })

    it('verifies only what was appended since the last check, and records the new head', async () => {
      expect(await verifyChainTail(store)).toMatchObject({ ok: true, from: 0, count: 0 })
      expect(await readVerifiedAnchor(store.db)).toEqual({ position: 0, hash: GENESIS_HASH })

      await store.append('a', 'no_stream', events(6))
      await store.append('b', 'no_stream', events(4))
      const first = await verifyChainTail(store, { pageSize: 3 })
      const all = await store.readAll()
      expect(first).toEqual({ ok: true, from: 0, count: 10, headPosition: 10, headHash: all[9]?.hash })
      expect(await readVerifiedAnchor(store.db)).toEqual({ position: 10, hash: all[9]?.hash })

      // An old row altered after it was verified is out of the tail's reach (the full audit finds it)...
      await tamper(store.db, 3)
      await store.append('a', 6, events(2))
      await store.append('c', 'no_stream', events(2))
      await store.append('b', 4, events(1))
      const second = await verifyChainTail(store, { pageSize: 2 })
      expect(second).toMatchObject({ ok: true, from: 10, count: 15, headPosition: 15 })
      expect(await readVerifiedAnchor(store.db)).toMatchObject({ position: 15 })
      expect(await verifyChain(store)).toMatchObject({ ok: false, position: 3 })

      // ...and a check with nothing new reads nothing but the anchor.
      expect(await verifyChainTail(store)).toMatchObject({ ok: true, from: 15, count: 15, headPosition: 15 })
    })

    it('names the first altered event of the tail and leaves the verified position where it was', async () => {
      await store.append('a', 'no_stream', events(5))
      await verifyChainTail(store)
      await store.append('a', 5, events(5))
      await tamper(store.db, 8)
      const report = await verifyChainTail(store)
      expect(report).toMatchObject({ ok: false, from: 5, position: 8, count: 7 })
      expect(await readVerifiedAnchor(store.db)).toMatchObject({ position: 5 })
    })

    it('notices that the verified event itself was altered', async () => {
      await store.append('a', 'no_stream', events(4))
      await verifyChainTail(store)
      await tamper(store.db, 4)
      expect(await verifyChainTail(store)).toMatchObject({
        ok: false,
        position: 4,
        reason: expect.stringMatching(/verified/),
      })
    })
  })
}
