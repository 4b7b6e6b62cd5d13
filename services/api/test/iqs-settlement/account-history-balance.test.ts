import type { AccountHistoryRow } from '@iqs/protocol'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTokenApp, type Person, type TokenTestApp } from './settlement-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

/**
 * Issue 14: the member history's "Balance" column against the ledger. Each row's balance is the one
 * before it (older) moved by the row's own volume: up on Credit, down on Debit, unchanged for a lock
 * or a rejected trade; the newest row's balance is the trader's tokens in `iqs_balances` (available
 * + reserved + escrow) once every trade is settled, and that plus the pending purchases less the
 * pending sales while some wait. Before the fix, a credit written while a purchase waited for
 * settlement showed less than the purchase's row (25,100 -> 25,110 -> 25,107 on the demo screen).
 */

/** What a row does to the balance: its volume up or down, nothing for a lock or a rejected trade. */
const effect = (row: AccountHistoryRow) =>
  row.status === 'REJECTED' || row.direction === 'NONE'
    ? 0
    : row.direction === 'CREDIT'
      ? Number(row.volume)
      : -Number(row.volume)

/** Rows come newest first: each balance is the older row's balance moved by the row, from 0. */
function expectRunningBalances(rows: AccountHistoryRow[]) {
  const oldestFirst = [...rows].reverse()
  let balance = 0
  for (const row of oldestFirst) {
    balance += effect(row)
    expect(Number(row.balance), `${row.description} (${row.status})`).toBe(balance)
  }
}

for (const backend of journeyDatabases()) {
  describe(`the account history's running balance on ${backend.name}`, () => {
    let t: TokenTestApp
    let member: Person
    let other: Person

    const history = async (person: Person, query = '?isIQS=true') => {
      const response = await t.as(person, 'GET', `/api/iqs/account-history${query}`)
      expect(response.statusCode, response.body).toBe(200)
      return response.json().data as AccountHistoryRow[]
    }
    const ledger = async (person: Person) => {
      const { available, reserved, escrow } = await t.balance(person)
      return available + reserved + escrow
    }
    /** A trade of `quantity` at 1.50 € from seller to buyer; its id. */
    const trade = async (seller: Person, buyer: Person, quantity: number) => {
      const order = (person: Person, side: 'BUY' | 'SELL') =>
        t.market('IQS', {
          type: 'PlaceOrder',
          orderId: randomUUID(),
          traderId: String(person.id),
          side,
          orderType: 'LIMIT',
          price: 150,
          quantity,
        })
      await order(seller, 'SELL')
      const crossing = await order(buyer, 'BUY')
      const executed = crossing.events.find((e) => e.type === 'TradeExecuted')
      if (executed?.type !== 'TradeExecuted') throw new Error('no trade')
      return executed.tradeId
    }
    const credit = (person: Person, quantity: number) =>
      t.market('IQS', {
        type: 'CreditTokens',
        traderId: String(person.id),
        quantity,
        source: 'TREASURY_ALLOCATION',
        reference: `credit-${randomUUID().slice(0, 8)}`,
      })

    let bought: string
    let sold: string
    let refused: string

    beforeAll(async () => {
      t = await startTokenApp(backend)
      member = await t.trader(25_100)
      other = await t.trader(1_000)
      // A purchase waits for settlement while a credit comes in: the screen of the issue.
      bought = await trade(other, member, 10)
      await credit(member, 5)
      sold = await trade(member, other, 20)
      refused = await trade(other, member, 7)
      // A conversion: the lock changes nothing, its consumption takes the tokens away.
      const lockId = randomUUID()
      await t.market('IQS', {
        type: 'LockTokens',
        lockId,
        traderId: String(member.id),
        quantity: 30,
        purpose: 'CONVERSION',
      })
      await t.market('IQS', { type: 'ConsumeLock', lockId })
      await t.caughtUp()
    })
    afterAll(() => t?.close())

    it('moves the balance by each row, counting a pending trade as it will settle', async () => {
      const rows = await history(member)
      expect(rows.map((r) => [r.direction, r.volume, r.balance])).toEqual([
        ['DEBIT', '30', '25072'],
        ['NONE', '30', '25102'],
        ['CREDIT', '7', '25102'],
        ['DEBIT', '20', '25095'],
        ['CREDIT', '5', '25115'],
        ['CREDIT', '10', '25110'],
        ['CREDIT', '25100', '25100'],
      ])
      expectRunningBalances(rows)
      // The ledger holds what is settled: the pending purchases are not there yet, the pending sale is
      // (in escrow).
      expect(Number(rows[0]!.balance)).toBe((await ledger(member)) + 10 + 7 - 20)
    })

    it('equals the ledger once every trade is settled or rejected', async () => {
      await t.market('IQS', { type: 'SettleTrade', tradeId: bought })
      await t.market('IQS', { type: 'SettleTrade', tradeId: sold })
      await t.market('IQS', { type: 'RejectSettlement', tradeId: refused })
      await t.caughtUp()
      for (const person of [member, other]) {
        const rows = await history(person)
        expectRunningBalances(rows)
        const sum = rows.reduce((total, row) => total + effect(row), 0)
        expect(sum).toBe(await ledger(person))
        expect(Number(rows[0]!.balance)).toBe(await ledger(person))
      }
      const rows = await history(member)
      expect(rows.find((r) => r.reference === refused)).toMatchObject({
        status: 'REJECTED',
        balance: '25095',
      })
    })

    it('keeps the balances of the whole history when only the newest rows are asked for', async () => {
      const all = await history(member)
      const newest = await history(member, '?isIQS=true&limit=3')
      expect(newest).toEqual(all.slice(0, 3))
    })

    it('sums each market apart when both are listed', async () => {
      await t.market('OST', {
        type: 'CreditTokens',
        traderId: String(member.id),
        quantity: 40,
        source: 'TREASURY_ALLOCATION',
        reference: 'ost credit',
      })
      await t.caughtUp()
      const both = await history(member, '')
      const ost = both.filter((r) => r.instrument === 'OST')
      expect(ost.map((r) => r.balance)).toEqual(['40'])
      expectRunningBalances(both.filter((r) => r.instrument === 'IQS'))
    })
  })
}
