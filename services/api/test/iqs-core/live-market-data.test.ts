import type { MarketCommand } from '@iqs/exchange'
import {
  iqsWsServerMessageSchema,
  type IqsWsChannel,
  type IqsWsMessageOf,
  type IqsWsServerMessage,
} from '@iqs/protocol'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LiveHub } from '../../src/iqs/live/live-hub.js'
import type { LiveSocket } from '../../src/iqs/live/live-socket.js'
import { testClock } from '../../src/platform/clock.js'
import { readYourWrites } from '../../src/platform/projections/read-your-writes.js'
import { startAccountsApp, type AccountsTestApp } from '../accounts/accounts-test-kit.js'
import { credit, newMember, signInAdmin } from './iqs-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** The scheduler's market commands and the read models, on a busy machine (no time moves meanwhile). */
const WAIT = { timeout: 15_000, interval: 20 }

/** Lets every queued microtask run (the bus delivers in microtasks), with no I/O and no timer in between. */
async function microtasksOnly(): Promise<void> {
  for (let i = 0; i < 100; i++) await Promise.resolve()
}

type ChannelMessage = IqsWsMessageOf<'snapshot' | 'delta'>
/** The snapshot and delta messages a channel sends (the union's members whose channel includes it). */
type MessageOn<C extends IqsWsChannel> = ChannelMessage extends infer M
  ? M extends { channel: infer K }
    ? C extends K
      ? M
      : never
    : never
  : never

/** A socket of the app's market data, recording what the hub sends (each message parsed by the protocol). */
function recordingSocket() {
  const received: IqsWsServerMessage[] = []
  const socket: LiveSocket = {
    readyState: 1,
    bufferedAmount: 0,
    send: (text) => void received.push(iqsWsServerMessageSchema.parse(JSON.parse(text))),
    close: () => undefined,
  }
  const on = <C extends IqsWsChannel>(channel: C, type?: 'snapshot' | 'delta') =>
    received.filter(
      (m): m is MessageOn<C> =>
        'channel' in m && m.channel === channel && (type === undefined || m.type === type),
    )
  return { socket, received, on }
}

/**
 * Issue 14, "live means everything live": the market's status, its ticker and its candles reach a
 * subscriber without a reload. The hub here is the app's own kind, on the app's bus, read models and
 * clock, with a socket that records what it is sent.
 */
for (const backend of journeyDatabases()) {
  describe(`the market's status, ticker and candles over the live hub on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2031-03-03T09:00:30Z'))
    let t: AccountsTestApp
    let hub: LiveHub

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      hub = new LiveHub({
        bus: t.app.bus,
        db: t.app.db,
        bookSnapshot: (instrument) => t.app.markets.bookSnapshot(instrument),
        catchUp: () => readYourWrites(t.app),
        log: t.app.log,
        clock,
        heartbeatMs: 3_600_000,
        sessionCheckMs: 3_600_000,
      })
    })
    afterAll(async () => {
      hub?.close()
      await t?.close()
    })

    function subscriber(...channels: IqsWsChannel[]) {
      const recording = recordingSocket()
      const connection = hub.connect(recording.socket, 1, `session-${randomUUID()}`)
      for (const channel of channels) hub.receive(connection, JSON.stringify({ op: 'subscribe', channel }))
      return { ...recording, close: () => hub.disconnect(connection) }
    }

    const configure = (admin: { jar: Parameters<AccountsTestApp['send']>[0] }, body: object) =>
      t.send(admin.jar, {
        method: 'PUT',
        url: '/api/admin/iqs/market-config',
        payload: { isIQS: true, request_id: randomUUID(), ...body },
      })

    it('lists the new channels in the OpenAPI description of the WebSocket route', async () => {
      const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
      const route = (
        docs.json() as { paths: Record<string, { get: { summary: string; description: string } }> }
      ).paths['/api/iqs/ws']!.get
      for (const channel of ['market.IQS', 'market.OST', 'ticker.IQS', 'candles.OST.1d'])
        expect(route.summary).toContain(channel)
      expect(route.description).toContain('ticker.*')
      // Without the upgrade, a coded refusal in the api's shape.
      const plain = await t.app.inject({ method: 'GET', url: '/api/iqs/ws' })
      expect(plain.statusCode).toBe(400)
      expect(plain.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } })
    })

    it('sends the new status in the same tick as the command’s commit, with no read in between', async () => {
      const client = subscriber('market.IQS')
      await vi.waitFor(() => expect(client.on('market.IQS', 'snapshot')).toHaveLength(1), WAIT)
      expect(client.on('market.IQS', 'snapshot')[0]!.data).toMatchObject({
        instrument: 'IQS',
        open_status: 'OPEN',
        is_open: true,
        reference_price: '1.00',
        transaction_fee_minimum_eur: '1.00',
        blackout_period: null,
        in_blackout: false,
      })

      await t.app.markets.submit('IQS', randomUUID(), { type: 'ConfigureMarket', status: 'SUSPENDED' })
      await microtasksOnly()
      expect(client.on('market.IQS', 'delta').map((m) => m.data)).toEqual([
        expect.objectContaining({ open_status: 'SUSPENDED', is_open: false }),
      ])

      await t.app.markets.submit('IQS', randomUUID(), {
        type: 'ConfigureMarket',
        status: 'OPEN',
        feeMinimumEur: '2.00',
        feePercent: '0.75',
        referencePrice: 105,
      })
      await microtasksOnly()
      expect(client.on('market.IQS', 'delta').at(-1)!.data).toMatchObject({
        open_status: 'OPEN',
        is_open: true,
        transaction_fee_minimum_eur: '2.00',
        transaction_fee_percent: '0.75',
        reference_price: '1.05',
      })
      // The other market's channel is not told of this one.
      expect(client.received.filter((m) => 'channel' in m && m.channel !== 'market.IQS')).toEqual([])
      await t.app.markets.submit('IQS', randomUUID(), {
        type: 'ConfigureMarket',
        feeMinimumEur: '1.00',
        feePercent: '0.5',
        referencePrice: 100,
      })
      client.close()
    })

    it('follows the admin’s suspend, reopen, blackout and its clearing, each before the answer', async () => {
      const admin = await signInAdmin(t)
      const client = subscriber('market.IQS', 'market.OST')
      await vi.waitFor(() => expect(client.on('market.OST', 'snapshot')).toHaveLength(1), WAIT)
      await vi.waitFor(() => expect(client.on('market.IQS', 'snapshot')).toHaveLength(1), WAIT)
      const last = (channel: 'market.IQS' | 'market.OST') => client.on(channel).at(-1)!.data

      expect((await configure(admin, { open: false })).statusCode).toBe(200)
      expect(last('market.IQS')).toMatchObject({ open_status: 'SUSPENDED', is_open: false })
      expect((await configure(admin, { open: true })).statusCode).toBe(200)
      expect(last('market.IQS')).toMatchObject({ open_status: 'OPEN', is_open: true })

      // A blackout running now closes both markets; it is announced with its period.
      const start = clock.now() - MINUTE
      const end = clock.now() + HOUR
      const period = { start: new Date(start).toISOString(), end: new Date(end).toISOString() }
      expect((await configure(admin, { blackout_period: period })).statusCode).toBe(200)
      for (const channel of ['market.IQS', 'market.OST'] as const)
        expect(last(channel)).toMatchObject({
          open_status: 'BLACKOUT',
          is_open: false,
          in_blackout: true,
          blackout_period: period,
        })

      expect((await configure(admin, { blackout_period: null })).statusCode).toBe(200)
      for (const channel of ['market.IQS', 'market.OST'] as const)
        expect(last(channel)).toMatchObject({
          open_status: 'OPEN',
          is_open: true,
          in_blackout: false,
          blackout_period: null,
        })
      client.close()
    })

    it('closes and opens the market at the blackout period’s start and end on the app’s clock', async () => {
      const admin = await signInAdmin(t)
      const client = subscriber('market.IQS')
      await vi.waitFor(() => expect(client.on('market.IQS', 'snapshot')).toHaveLength(1), WAIT)
      const last = () => client.on('market.IQS').at(-1)!.data
      const start = clock.now() + 10 * MINUTE
      const end = start + 10 * MINUTE
      const period = { start: new Date(start).toISOString(), end: new Date(end).toISOString() }

      expect((await configure(admin, { blackout_period: period })).statusCode).toBe(200)
      expect(last()).toMatchObject({ blackout_period: period, in_blackout: false, is_open: true })

      // The boundary itself closes the view, before the scheduler's command changes the status.
      clock.set(start)
      expect(last()).toMatchObject({ in_blackout: true, is_open: false })
      await vi.waitFor(() => expect(last()).toMatchObject({ open_status: 'BLACKOUT' }), WAIT)

      clock.set(end)
      expect(last()).toMatchObject({ in_blackout: false })
      await vi.waitFor(() => expect(last()).toMatchObject({ open_status: 'OPEN', is_open: true }), WAIT)
      // Twenty minutes on, the first access token has expired.
      expect((await configure(await signInAdmin(t), { blackout_period: null })).statusCode).toBe(200)
      client.close()
    })

    it('sends the ticker and the candles of each interval after a trade, and a new candle past the boundary', async () => {
      clock.set(Date.parse('2031-03-04T10:15:20Z'))
      const seller = await newMember(t)
      const buyer = await newMember(t)
      await credit(t, seller.id, 1_000)
      const client = subscriber('ticker.IQS', 'candles.IQS.1m', 'candles.IQS.1h')
      await vi.waitFor(() => {
        for (const channel of ['ticker.IQS', 'candles.IQS.1m', 'candles.IQS.1h'] as const)
          expect(client.on(channel, 'snapshot')).toHaveLength(1)
      }, WAIT)
      const before = client.on('ticker.IQS', 'snapshot')[0]!.data
      expect(before).toMatchObject({ instrument: 'IQS', trades_24h: 0, volume_24h: '0', high_24h: null })

      const trade = async (price: number, quantity: number) => {
        const order = (side: 'BUY' | 'SELL', traderId: number): MarketCommand => ({
          type: 'PlaceOrder',
          orderId: randomUUID(),
          traderId: String(traderId),
          side,
          orderType: 'LIMIT',
          price,
          quantity,
        })
        await t.app.markets.submit('IQS', randomUUID(), order('SELL', seller.id))
        const outcome = await t.app.markets.submit('IQS', randomUUID(), order('BUY', buyer.id))
        expect(outcome.events.map((e) => e.type)).toContain('TradeExecuted')
      }

      await trade(103, 7)
      await vi.waitFor(() => expect(client.on('ticker.IQS', 'delta').length).toBeGreaterThan(0), WAIT)
      expect(client.on('ticker.IQS').at(-1)!.data).toEqual({
        instrument: 'IQS',
        last_price: '1.03',
        open_24h: '1.03',
        high_24h: '1.03',
        low_24h: '1.03',
        change_24h_percent: '0.00',
        volume_24h: '7',
        trades_24h: 1,
      })
      await vi.waitFor(() => expect(client.on('candles.IQS.1m', 'delta')).toHaveLength(1), WAIT)
      expect(client.on('candles.IQS.1m', 'delta')[0]!.data).toEqual({
        interval: '1m',
        candles: [
          {
            start: '2031-03-04T10:15:00.000Z',
            open: '1.03',
            high: '1.03',
            low: '1.03',
            close: '1.03',
            volume: '7',
            trades: 1,
          },
        ],
      })

      // Past the minute's boundary: a new one-minute candle opens; the hour's candle goes on.
      clock.advance(MINUTE)
      await trade(99, 5)
      await vi.waitFor(() => expect(client.on('candles.IQS.1m', 'delta')).toHaveLength(2), WAIT)
      expect(client.on('candles.IQS.1m', 'delta')[1]!.data.candles).toEqual([
        expect.objectContaining({
          start: '2031-03-04T10:16:00.000Z',
          open: '0.99',
          close: '0.99',
          volume: '5',
        }),
      ])
      await vi.waitFor(() => expect(client.on('candles.IQS.1h', 'delta')).toHaveLength(2), WAIT)
      expect(client.on('candles.IQS.1h', 'delta')[1]!.data.candles).toEqual([
        {
          start: '2031-03-04T10:00:00.000Z',
          open: '1.03',
          high: '1.03',
          low: '0.99',
          close: '0.99',
          volume: '12',
          trades: 2,
        },
      ])
      await vi.waitFor(
        () =>
          expect(client.on('ticker.IQS').at(-1)!.data).toMatchObject({
            last_price: '0.99',
            low_24h: '0.99',
            change_24h_percent: '-3.88',
            volume_24h: '12',
            trades_24h: 2,
          }),
        WAIT,
      )

      // A late subscriber's snapshot is the latest candle, as a reload would draw it.
      const late = subscriber('candles.IQS.1m')
      await vi.waitFor(() => expect(late.on('candles.IQS.1m', 'snapshot')).toHaveLength(1), WAIT)
      expect(late.on('candles.IQS.1m', 'snapshot')[0]!.data.candles).toEqual(
        client.on('candles.IQS.1m', 'delta')[1]!.data.candles,
      )
      const rest = await t.send(seller.jar, {
        method: 'GET',
        url: '/api/iqs/candles?isIQS=true&interval=1m&limit=1',
      })
      expect(rest.json().data).toEqual(late.on('candles.IQS.1m', 'snapshot')[0]!.data.candles)

      // A day later the trades have left the rolling window: the ticker says so at the next minute.
      clock.advance(24 * HOUR)
      await vi.waitFor(
        () =>
          expect(client.on('ticker.IQS').at(-1)!.data).toMatchObject({
            last_price: '0.99',
            open_24h: null,
            high_24h: null,
            change_24h_percent: null,
            volume_24h: '0',
            trades_24h: 0,
          }),
        WAIT,
      )
      late.close()
      client.close()
    })
  })
}
