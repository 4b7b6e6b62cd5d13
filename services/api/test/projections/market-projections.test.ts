import { createMemoryBus } from '@iqs/bus'
import { testDatabases, type DatabaseHandle } from '@iqs/database'
import type { MarketConfig, Side } from '@iqs/engine'
import { createPostgresEventStore, type EventStore } from '@iqs/eventstore'
import { MarketWriter, type MarketCommand } from '@iqs/exchange'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/platform/db/database.js'
import { marketProjections } from '../../src/iqs/market-projections/market-projections.js'
import type { Projection } from '../../src/platform/projections/projection.js'
import { ProjectionRunner } from '../../src/platform/projections/projection-runner.js'

const CONFIG: MarketConfig = { instrument: 'IQS', referencePrice: 100, minNotional: 0 }
const quiet = { info() {}, warn() {}, error() {} }
const TRADERS = ['t1', 't2', 't3']

/** A seeded random session: credits, limit and market orders, cancels, amends and settlements. */
function randomSession(seed: number, length: number): MarketCommand[] {
  const rng = fc.sample(fc.array(fc.nat(1_000_000), { minLength: length * 6, maxLength: length * 6 }), {
    seed,
    numRuns: 1,
  })[0] as number[]
  let i = 0
  const next = (n: number) => (rng[i++ % rng.length] as number) % n
  const commands: MarketCommand[] = TRADERS.map((traderId) => ({
    type: 'CreditTokens',
    traderId,
    quantity: 500,
    source: 'TREASURY_ALLOCATION',
    reference: `seed-${traderId}`,
  }))
  for (let n = 0; n < length; n++) {
    const traderId = TRADERS[next(3)] as string
    const roll = next(100)
    const orderId = `o${next(length)}`
    if (roll < 60) {
      const side: Side = next(2) ? 'BUY' : 'SELL'
      commands.push({
        type: 'PlaceOrder',
        orderId: `o${n}`,
        traderId,
        side,
        orderType: roll < 55 ? 'LIMIT' : 'MARKET',
        price: 95 + next(10),
        quantity: 1 + next(8),
      })
    } else if (roll < 80) commands.push({ type: 'CancelOrder', orderId, traderId })
    else if (roll < 88) commands.push({ type: 'AmendOrder', orderId, traderId, quantity: 1 + next(4) })
    else if (roll < 96) commands.push({ type: 'SettleTrade', tradeId: `IQS-${1 + next(n + 1)}` })
    else commands.push({ type: 'RejectSettlement', tradeId: `IQS-${1 + next(n + 1)}` })
  }
  return commands
}

async function readModels(db: DatabaseHandle<Database>['db']) {
  return {
    levels: await db
      .selectFrom('iqs_book_levels')
      .select(['side', 'price', 'quantity', 'orders'])
      .orderBy('side')
      .orderBy('price')
      .execute(),
    balances: await db
      .selectFrom('iqs_balances')
      .select(['trader_id', 'available', 'reserved', 'escrow'])
      .orderBy('trader_id')
      .execute(),
    orders: await db.selectFrom('iqs_orders').selectAll().orderBy('order_id').execute(),
    trades: await db.selectFrom('iqs_trades').selectAll().orderBy('trade_id').execute(),
    candles: await db.selectFrom('iqs_candles').selectAll().orderBy('id').execute(),
    history: await db
      .selectFrom('iqs_account_history')
      .selectAll()
      .orderBy('position')
      .orderBy('seq')
      .execute(),
    rejections: await db.selectFrom('iqs_order_rejections').selectAll().orderBy('position').execute(),
  }
}

for (const backend of testDatabases()) {
  describe(`market projections on ${backend.name}`, () => {
    let database: DatabaseHandle<Database>
    let store: EventStore
    let writer: MarketWriter

    beforeAll(async () => {
      database = await backend.open<Database>()
      store = createPostgresEventStore({ db: database.db as never })
      let now = Date.UTC(2026, 10, 22, 9, 0)
      writer = await MarketWriter.start({
        instrument: 'IQS',
        store,
        bus: createMemoryBus(),
        config: CONFIG,
        clock: () => (now += 7_000),
        log: quiet,
      })
      const session = randomSession(7, 600)
      await Promise.all(session.map((command, n) => writer.submit(`c${n}`, command)))
    })
    afterAll(async () => {
      await writer.stop()
      await store.close()
      await database.destroy()
    })

    it('builds read models that agree with the engine', async () => {
      await new ProjectionRunner({ db: database.db, store, projections: marketProjections }).catchUp()
      const models = await readModels(database.db)
      const book = writer.engineState.book
      const engineLevels = (['BUY', 'SELL'] as const).flatMap((side) =>
        book.levels(side).map((l) => ({ side, price: l.price, quantity: l.quantity, orders: l.orders })),
      )
      expect(models.levels).toEqual(
        engineLevels.sort((a, b) => (a.side === b.side ? a.price - b.price : a.side < b.side ? -1 : 1)),
      )
      const accounts = [...writer.engineState.traders]
        .map(([trader_id, a]) => ({
          trader_id,
          available: a.available,
          reserved: a.reserved,
          escrow: a.escrow,
        }))
        .sort((a, b) => (a.trader_id < b.trader_id ? -1 : 1))
      expect(models.balances).toEqual(accounts)
      const resting = (['BUY', 'SELL'] as const).flatMap((side) => book.orders(side))
      const open = models.orders.filter((o) => o.status === 'OPEN' || o.status === 'PARTIALLY_FILLED')
      const byId = (a: readonly unknown[], b: readonly unknown[]) => String(a[0]).localeCompare(String(b[0]))
      expect(open.map((o) => [o.order_id, o.remaining]).sort(byId)).toEqual(
        resting.map((o) => [o.orderId, o.quantity]).sort(byId),
      )
      const tradesInLog = (await store.readStream('market-IQS')).filter((e) => e.type === 'TradeExecuted')
      expect(models.trades).toHaveLength(tradesInLog.length)
      expect(models.trades.length).toBeGreaterThan(20)
      expect(models.trades.some((t) => t.settlement_status === 'SETTLED')).toBe(true)
      const volume = models.trades.reduce((sum, t) => sum + t.quantity, 0)
      const dailyVolume = models.candles.filter((c) => c.interval === '1d').reduce((s, c) => s + c.volume, 0)
      expect(dailyVolume).toBe(volume)
      expect(models.history.filter((h) => h.kind === 'BUY')).toHaveLength(models.trades.length)
    })

    it('applies each event once when a catch-up runs beside the running loop', async () => {
      const expected = await readModels(database.db)
      for (const projection of marketProjections) {
        for (const table of projection.tables) await database.db.deleteFrom(table).execute()
        await database.db
          .deleteFrom('event_checkpoints' as never)
          .where('name' as never, '=', projection.name as never)
          .execute()
      }
      const options = {
        db: database.db,
        store,
        projections: marketProjections,
        batchSize: 40,
        pollIntervalMs: 10,
      }
      const looping = new ProjectionRunner(options)
      looping.start()
      await Promise.all([new ProjectionRunner(options).catchUp(), new ProjectionRunner(options).catchUp()])
      await looping.catchUp()
      await looping.stop()
      expect(await readModels(database.db)).toEqual(expected)
    })

    it('resumes after being killed mid-way without missing or doubling anything', async () => {
      const expected = await readModels(database.db)
      // Empty the models and checkpoints, then run projections that die after a few batches.
      for (const projection of marketProjections) {
        for (const table of projection.tables) await database.db.deleteFrom(table).execute()
        await database.db
          .deleteFrom('event_checkpoints' as never)
          .where('name' as never, '=', projection.name as never)
          .execute()
      }
      let batches = 0
      const dying: Projection[] = marketProjections.map((projection) => ({
        ...projection,
        async apply(trx, events) {
          await projection.apply(trx, events)
          if (++batches % 3 === 0) throw new Error('killed')
        },
      }))
      const crashing = new ProjectionRunner({ db: database.db, store, projections: dying, batchSize: 50 })
      await expect(crashing.catchUp()).rejects.toThrow('killed')
      await new ProjectionRunner({
        db: database.db,
        store,
        projections: marketProjections,
        batchSize: 50,
      }).catchUp()
      expect(await readModels(database.db)).toEqual(expected)
    })
  })
}
