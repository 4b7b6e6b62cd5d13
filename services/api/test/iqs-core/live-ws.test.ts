import type { MarketCommand } from '@iqs/exchange'
import { iqsWsServerMessageSchema, ordersDeltaDataSchema } from '@iqs/protocol'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startAccountsApp, type AccountsTestApp } from '../accounts/accounts-test-kit.js'
import { credit, newMember, type Member } from './iqs-test-kit.js'
import { Client, offProtocol, WebSocket } from './ws-client.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`live market data over WebSocket on ${backend.name}`, () => {
    let t: AccountsTestApp
    let url: string
    let member: Member
    let cookie: string

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
      url = `${address.replace('http', 'ws')}/api/iqs/ws`
      member = await newMember(t)
      cookie = member.jar.header('/api/iqs/ws') as string
    })
    afterAll(() => t.close())
    // Every message any client of a test received is one the protocol describes, data included.
    afterEach(() => {
      const received = Client.opened.splice(0).flatMap((client) => client.messages)
      expect(offProtocol(received)).toEqual([])
    })

    it('closes a socket without a session (4401) or from another site (4403)', async () => {
      for (const [cookieHeader, origin, code] of [
        [undefined, undefined, 4401],
        ['iqs_at=forged', undefined, 4401],
        [cookie, 'https://evil.example', 4403],
      ] as const) {
        const ws = new WebSocket(url, {
          headers: { ...(cookieHeader ? { cookie: cookieHeader } : {}), ...(origin ? { origin } : {}) },
        })
        const closed = await new Promise<number>((resolve) => ws.on('close', (c: number) => resolve(c)))
        expect(closed).toBe(code)
      }
    })

    it('answers bad messages with an error, and beats every second', async () => {
      const client = await Client.open(url, cookie)
      client.ws.send('not json')
      expect((await client.next((m) => m.type === 'error')).data).toBeUndefined()
      client.send({ op: 'subscribe', channel: 'book.BTC' })
      await client.next(
        (m) => m.type === 'error' && client.messages.filter((x) => x.type === 'error').length === 2,
      )
      const beat = await client.next((m) => m.type === 'heartbeat', 3_000)
      expect(Date.parse((beat as unknown as { time: string }).time)).toBeGreaterThan(0)
      client.close()
    })

    it('rebuilds the book from snapshot + deltas through 1,000 orders, with no gap in seq', async () => {
      const seller = await newMember(t)
      const buyer = await newMember(t)
      await credit(t, seller.id, 1_000_000)
      const client = await Client.open(url, cookie)
      client.send({ op: 'subscribe', channel: 'book.IQS' })
      client.send({ op: 'subscribe', channel: 'trades.IQS' })
      const snapshot = await client.next((m) => m.channel === 'book.IQS' && m.type === 'snapshot')
      const bids = new Map<string, string>(snapshot.data.bids)
      const asks = new Map<string, string>(snapshot.data.asks)
      let seq = snapshot.seq as number
      const gaps: string[] = []

      // 1,000 orders around 1.00 EUR, many crossing, sent in waves so the writer group-commits them.
      let random = 42
      const next = () => (random = (random * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
      const commands: MarketCommand[] = []
      for (let i = 0; i < 1_000; i++) {
        const sell = next() < 0.5
        commands.push({
          type: 'PlaceOrder',
          orderId: `ws-${i}`,
          traderId: String(sell ? seller.id : buyer.id),
          side: sell ? 'SELL' : 'BUY',
          orderType: 'LIMIT',
          price: 90 + Math.floor(next() * 21),
          quantity: 1 + Math.floor(next() * 50),
        })
      }
      for (let i = 0; i < commands.length; i += 100)
        await Promise.all(
          commands
            .slice(i, i + 100)
            .map((command, j) => t.app.markets.submit('IQS', `ws-cmd-${i + j}`, command)),
        )

      const book = await t.send(member.jar, {
        method: 'GET',
        url: '/api/iqs/order/book?isIQS=true&depth=500',
      })
      const expected = book.json().data
      await client.next((m) => m.channel === 'book.IQS' && m.type === 'delta' && m.seq === expected.seq)
      for (const message of client.messages) {
        if (message.channel !== 'book.IQS' || message.type !== 'delta') continue
        if ((message.seq as number) <= (snapshot.seq as number)) continue
        if (message.seq !== seq + 1) gaps.push(`${seq} -> ${message.seq}`)
        seq = message.seq as number
        for (const [side, price, qty] of message.data.changes as [string, string, string][]) {
          const levels = side === 'BUY' ? bids : asks
          if (qty === '0') levels.delete(price)
          else levels.set(price, qty)
        }
      }
      expect(gaps).toEqual([])
      expect(seq).toBe(expected.seq)
      const sorted = (levels: Map<string, string>, desc: boolean) =>
        [...levels]
          .sort((a, b) => (desc ? Number(b[0]) - Number(a[0]) : Number(a[0]) - Number(b[0])))
          .map(([price, qty]) => ({ price, qty }))
      expect(sorted(bids, true)).toEqual(expected.buy)
      expect(sorted(asks, false)).toEqual(expected.sell)
      expect(expected.buy.length + expected.sell.length).toBeGreaterThan(0)
      const trades = client.messages.filter((m) => m.channel === 'trades.IQS' && m.type === 'delta')
      expect(trades.length).toBeGreaterThan(0)
      expect(trades.map((m) => m.seq)).toEqual(trades.map((_, i) => i + 1))

      // A second client joining now gets a snapshot equal to the book.
      const late = await Client.open(url, cookie)
      late.send({ op: 'subscribe', channel: 'book.IQS' })
      const lateSnapshot = await late.next((m) => m.channel === 'book.IQS' && m.type === 'snapshot')
      expect(lateSnapshot.seq).toBe(expected.seq)
      expect(lateSnapshot.data.bids.map(([price, qty]: string[]) => ({ price, qty }))).toEqual(expected.buy)
      late.close()
      client.close()
    }, 120_000)

    it('conflates a slow consumer: no queue while it stalls, then a fresh snapshot equal to the book', async () => {
      const seller = await newMember(t)
      const buyer = await newMember(t)
      await credit(t, seller.id, 1_000_000)
      const client = await Client.open(url, cookie)
      client.send({ op: 'subscribe', channel: 'book.IQS' })
      const first = await client.next((m) => m.channel === 'book.IQS' && m.type === 'snapshot')

      // The server's side of this client: a stalled reader shows as a large send queue (bufferedAmount).
      const localPort = client.ws._socket.localPort as number
      const server = [...t.app.websocketServer.clients].find(
        (ws) => (ws as unknown as { _socket: { remotePort: number } })._socket.remotePort === localPort,
      )
      expect(server).toBeDefined()
      let queued = 4 * 1024 * 1024
      Object.defineProperty(server, 'bufferedAmount', { configurable: true, get: () => queued })
      client.ws.pause()

      let orderNo = 0
      const place = (count: number) =>
        Promise.all(
          Array.from({ length: count }, () => {
            const i = orderNo++
            const sell = i % 2 === 0
            return t.app.markets.submit('IQS', `slow-${seller.id}-${i}`, {
              type: 'PlaceOrder',
              orderId: `slow-${seller.id}-${i}`,
              traderId: String(sell ? seller.id : buyer.id),
              side: sell ? 'SELL' : 'BUY',
              orderType: 'LIMIT',
              price: sell ? 2_000 + (i % 37) : 1_000 - (i % 41),
              quantity: 1 + (i % 5),
            })
          }),
        )
      for (let wave = 0; wave < 4; wave++) await place(100)
      const stalled = await t.send(member.jar, {
        method: 'GET',
        url: '/api/iqs/order/book?isIQS=true&depth=500',
      })
      const stalledSeq = stalled.json().data.seq as number
      // The writer publishes one delta per group commit: several, not one per order.
      expect(stalledSeq).toBeGreaterThan(first.seq! + 3)
      // Give the hub time to fan out (and drop) every delta and to beat once.
      await new Promise((resolve) => setTimeout(resolve, 1_200))

      // The client reads again and its queue drains: the next heartbeat or delta brings a snapshot.
      queued = 0
      client.ws.resume()
      const fresh = await client.next(
        (m) => m.channel === 'book.IQS' && m.type === 'snapshot' && m.seq! >= stalledSeq,
      )
      const during = client.messages.filter(
        (m) => m.channel === 'book.IQS' && m.type === 'delta' && m.seq! > first.seq! && m.seq! <= fresh.seq!,
      )
      expect(during).toEqual([])

      // Deltas carry on from the fresh snapshot, and the rebuilt book is the API's.
      await place(60)
      const book = (
        await t.send(member.jar, { method: 'GET', url: '/api/iqs/order/book?isIQS=true&depth=500' })
      ).json().data
      await client.next((m) => m.channel === 'book.IQS' && m.type === 'delta' && m.seq === book.seq)
      const bids = new Map<string, string>(fresh.data.bids)
      const asks = new Map<string, string>(fresh.data.asks)
      let seq = fresh.seq!
      const start = client.messages.indexOf(fresh)
      for (const message of client.messages.slice(start + 1)) {
        if (message.channel !== 'book.IQS') continue
        expect(message.type).toBe('delta')
        expect(message.seq).toBe(seq + 1)
        seq = message.seq!
        for (const [side, price, qty] of message.data.changes as [string, string, string][]) {
          const levels = side === 'BUY' ? bids : asks
          if (qty === '0') levels.delete(price)
          else levels.set(price, qty)
        }
      }
      const sorted = (levels: Map<string, string>, desc: boolean) =>
        [...levels]
          .sort((a, b) => (desc ? Number(b[0]) - Number(a[0]) : Number(a[0]) - Number(b[0])))
          .map(([price, qty]) => ({ price, qty }))
      expect(seq).toBe(book.seq)
      expect(sorted(bids, true)).toEqual(book.buy)
      expect(sorted(asks, false)).toEqual(book.sell)
      expect(book.buy.length).toBeGreaterThan(0)
      expect(book.sell.length).toBeGreaterThan(0)
      client.close()
    }, 60_000)

    it('sends my orders on orders.me: a snapshot of my open orders, then my events only', async () => {
      const trader = await newMember(t)
      await credit(t, trader.id, 100)
      const client = await Client.open(url, trader.jar.header('/api/iqs/ws'))
      client.send({ op: 'subscribe', channel: 'orders.me' })
      const snapshot = await client.next((m) => m.channel === 'orders.me' && m.type === 'snapshot')
      expect(snapshot.data.orders).toEqual([])
      await t.app.markets.submit('IQS', `mine-${trader.id}`, {
        type: 'PlaceOrder',
        orderId: `mine-${trader.id}`,
        traderId: String(trader.id),
        side: 'SELL',
        orderType: 'LIMIT',
        price: 5_000,
        quantity: 3,
      })
      await t.app.markets.submit('IQS', `theirs-${trader.id}`, {
        type: 'PlaceOrder',
        orderId: `theirs-${trader.id}`,
        traderId: String(member.id),
        side: 'BUY',
        orderType: 'LIMIT',
        price: 10,
        quantity: 3,
      })
      const delta = await client.next((m) => m.channel === 'orders.me' && m.type === 'delta')
      expect(delta.seq).toBe(snapshot.seq! + 1)
      expect(delta.data.updates).toEqual([
        expect.objectContaining({
          kind: 'order',
          order_id: `mine-${trader.id}`,
          event: 'accepted',
          side: 'SELL',
        }),
        expect.objectContaining({ kind: 'order', event: 'rested', price: '50.00', quantity: '3' }),
      ])
      // On OST, where this test's order is the only ask, the other trader takes one token: the
      // seller hears of the fill in its own terms only.
      await credit(t, trader.id, 10, 'OST')
      await t.app.markets.submit('OST', `ost-${trader.id}`, {
        type: 'PlaceOrder',
        orderId: `ost-${trader.id}`,
        traderId: String(trader.id),
        side: 'SELL',
        orderType: 'LIMIT',
        price: 5_000,
        quantity: 3,
      })
      await t.app.markets.submit('OST', `taker-${trader.id}`, {
        type: 'PlaceOrder',
        orderId: `taker-${trader.id}`,
        traderId: String(member.id),
        side: 'BUY',
        orderType: 'LIMIT',
        price: 5_000,
        quantity: 1,
      })
      const fill = await client.next(
        (m) => m.channel === 'orders.me' && m.type === 'delta' && m.data.updates[0]?.kind === 'fill',
      )
      expect(fill.data.updates).toEqual([
        {
          kind: 'fill',
          trade_id: expect.any(String),
          order_id: `ost-${trader.id}`,
          side: 'SELL',
          liquidity: 'maker',
          price: '50.00',
          quantity: '1',
          fee: expect.stringMatching(/^\d+\.\d+$/),
          remaining: '2',
          at: expect.any(String),
        },
      ])
      await new Promise((r) => setTimeout(r, 200))
      const mine = client.messages.filter((m) => m.channel === 'orders.me' && m.type === 'delta')
      const wire = JSON.stringify(mine)
      for (const secret of [
        `theirs-${trader.id}`,
        `taker-${trader.id}`,
        'buyerId',
        'sellerId',
        'traderId',
        'buyerFee',
      ])
        expect(wire).not.toContain(secret)
      for (const message of mine) expect(iqsWsServerMessageSchema.parse(message)).toBeTruthy()
      for (const message of mine)
        expect(ordersDeltaDataSchema.parse(message.data).updates.length).toBeGreaterThan(0)
      // Subscribing again is the repair of a gap: a fresh snapshot, now with my open orders (REST shape).
      client.send({ op: 'subscribe', channel: 'orders.me' })
      const again = await client.next(
        (m) => m.channel === 'orders.me' && m.type === 'snapshot' && m !== snapshot,
      )
      expect(again.seq).toBeGreaterThan(snapshot.seq!)
      expect(again.data.orders.map((o: { id: string }) => o.id).sort()).toEqual(
        [`mine-${trader.id}`, `ost-${trader.id}`].sort(),
      )
      client.send({ op: 'unsubscribe', channel: 'orders.me' })
      await client.next((m) => m.type === 'unsubscribed')
      client.close()
    })
  })
}
