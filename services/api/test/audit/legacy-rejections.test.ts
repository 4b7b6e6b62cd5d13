import { createMemoryBus } from '@iqs/bus'
import { testDatabases, type DatabaseConfig, type DatabaseHandle } from '@iqs/database'
import type { EngineEvent } from '@iqs/engine'
import { createPostgresEventStore, type EventStore } from '@iqs/eventstore'
import { MarketWriter, marketStreamId } from '@iqs/exchange'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditReplay } from '../../src/audit/replay-audit.js'
import { openScratchDatabase } from '../../src/audit/replay-scratch.js'
import { marketProjections } from '../../src/iqs/market-projections/market-projections.js'
import { marketRefusal } from '../../src/iqs/markets/market-refusals.js'
import { MARKET_CONFIGS } from '../../src/iqs/markets/initial-market-configs.js'
import type { Database } from '../../src/platform/db/database.js'
import { ProjectionRunner } from '../../src/platform/projections/projection-runner.js'

/**
 * Refusals are codes plus parameters since issue 13; the events written before carry the English
 * sentence of the time in `message`. Such a log must still read, restore, project and replay to the
 * same rows: the rejections projection keeps their message, and the newer rows their params.
 */
const quiet = { info() {}, warn() {}, error() {} }
const AT = Date.UTC(2026, 0, 5, 9, 0)
const PRICE_ZERO = 'The current IQS token price is zero. Cannot perform the order/conversion'

/** Two refusals exactly as the engine wrote them before issue 13. */
const WRITTEN_BEFORE = [
  {
    type: 'OrderRejected',
    command: 'PlaceOrder',
    orderId: 'old-1',
    traderId: 't1',
    reason: 'REFERENCE_PRICE_ZERO',
    message: PRICE_ZERO,
    at: AT,
  },
  {
    type: 'CommandRejected',
    command: 'LockTokens',
    ref: 'lock-1',
    reason: 'INSUFFICIENT_TOKENS',
    message: 'Not enough available IQS tokens',
    at: AT + 1,
  },
]

for (const backend of testDatabases()) {
  describe(`rejections written before issue 13 on ${backend.name}`, () => {
    let live: DatabaseHandle<Database>
    let store: EventStore
    let writer: MarketWriter
    const streamId = marketStreamId('IQS')
    const config = MARKET_CONFIGS.IQS

    beforeAll(async () => {
      live = await backend.open<Database>()
      store = createPostgresEventStore({ db: live.db as never })
      await store.append(
        streamId,
        'no_stream',
        WRITTEN_BEFORE.map((data) => ({ eventId: randomUUID(), type: data.type, data })),
      )
      // The writer restores from a log that starts with the old events, then appends new ones.
      let now = AT + 1_000
      writer = await MarketWriter.start({
        instrument: 'IQS',
        store,
        bus: createMemoryBus(),
        config,
        clock: () => (now += 1_000),
        log: quiet,
      })
      await writer.submit('credit', {
        type: 'CreditTokens',
        traderId: 't1',
        quantity: 3,
        source: 'TREASURY_ALLOCATION',
        reference: 'credit-t1',
      })
      await writer.submit('short-sale', {
        type: 'PlaceOrder',
        orderId: 'new-1',
        traderId: 't1',
        side: 'SELL',
        orderType: 'LIMIT',
        price: 100,
        quantity: 5,
      })
      await new ProjectionRunner({ db: live.db, store, projections: marketProjections }).catchUp()
    })
    afterAll(async () => {
      await writer?.stop()
      await store?.close()
      await live?.destroy()
    })

    it('reads the old events as written, and new ones carry params and no message', async () => {
      const events = (await store.readStream(streamId)).map((e) => e.data as EngineEvent)
      expect(events.slice(0, 2)).toEqual(WRITTEN_BEFORE)
      const refused = events.filter((e) => e.type === 'OrderRejected' && e.orderId === 'new-1')
      expect(refused).toEqual([
        {
          type: 'OrderRejected',
          command: 'PlaceOrder',
          orderId: 'new-1',
          traderId: 't1',
          reason: 'INSUFFICIENT_TOKENS',
          params: { instrument: 'IQS', available: 3 },
          at: expect.any(Number),
        },
      ])
    })

    it('keeps the old message in its rejection row, and the new row has params instead', async () => {
      const rows = await live.db
        .selectFrom('iqs_order_rejections')
        .select(['order_id', 'reason', 'message', 'params'])
        .orderBy('position')
        .execute()
      expect(rows).toEqual([
        { order_id: 'old-1', reason: 'REFERENCE_PRICE_ZERO', message: PRICE_ZERO, params: null },
        {
          order_id: 'new-1',
          reason: 'INSUFFICIENT_TOKENS',
          message: null,
          params: { instrument: 'IQS', available: 3 },
        },
      ])
    })

    it('replays the mixed log to the live engine state and the same read models', async () => {
      const scratch = await openScratchDatabase(
        backend.name === 'postgres'
          ? { kind: 'postgres', url: process.env.DATABASE_URL as string }
          : ({ kind: 'pglite' } satisfies DatabaseConfig),
      )
      try {
        const report = await auditReplay({
          store,
          live: live.db,
          scratch: scratch.db,
          projections: marketProjections,
          markets: [{ streamId, config }],
        })
        expect(report.markets.map((m) => m.verdict)).toEqual(['MATCH'])
        expect(report.projections.map((p) => p.verdict)).toEqual(marketProjections.map(() => 'MATCH'))
        expect(report.ok).toBe(true)
      } finally {
        await scratch.destroy()
      }
    })

    it('answers an old refusal read back from the log with its code and the market, not its sentence', () => {
      const error = marketRefusal('IQS', [WRITTEN_BEFORE[0] as EngineEvent])
      expect(error).toMatchObject({
        code: 'REFERENCE_PRICE_ZERO',
        status: 409,
        message: PRICE_ZERO,
        details: { reason: 'REFERENCE_PRICE_ZERO', instrument: 'IQS' },
      })
    })
  })
}
