import type { EventStore } from '@iqs/eventstore'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startAccountsApp, type AccountsTestApp } from '../accounts/accounts-test-kit.js'
import { approvedTrader, signInAdmin, totpCode, type Member } from './iqs-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

/**
 * Issue 9: the white-list status and the blackout period an order checks are kept in memory, and
 * forgotten exactly when an event changes them, whichever process appended it.
 */
for (const backend of journeyDatabases()) {
  describe(`trading eligibility kept in memory on ${backend.name}`, () => {
    let t: AccountsTestApp
    let admin: Awaited<ReturnType<typeof signInAdmin>>

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      admin = await signInAdmin(t)
    })
    afterAll(() => t.close())

    const order = async (trader: Member & { secret: string }) =>
      t.send(trader.jar, {
        method: 'POST',
        url: '/api/iqs/order',
        payload: {
          amount: 4,
          price: '0.50',
          isIQS: true,
          order_side: 'BUY',
          order_type: 'LIMIT',
          totp: await totpCode(trader.secret),
        },
      })
    const setStatusBehindTheCache = (userId: number, status: 'APPROVED' | 'REJECTED') =>
      t.database.db.updateTable('share_owners').set({ status }).where('user_id', '=', userId).execute()

    it('answers a kept APPROVED status without reading it, and refuses once the admin locks', async () => {
      const trader = await approvedTrader(t, admin)
      const first = await order(trader)
      expect(first.statusCode, first.body).toBe(201)
      // A change that is no event does not reach the cache: proof that the status was not read again.
      await setStatusBehindTheCache(trader.id, 'REJECTED')
      expect((await order(trader)).statusCode).toBe(201)
      await setStatusBehindTheCache(trader.id, 'APPROVED')
      const lock = await t.send(admin.jar, {
        method: 'POST',
        url: `/api/admin/iqs/white-list/${trader.id}/lock`,
      })
      expect(lock.statusCode).toBe(200)
      const refused = await order(trader)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error.code).toBe('ACCOUNT_LOCKED')
    })

    it('forgets a status when it follows an event another process appended', async () => {
      const trader = await approvedTrader(t, admin)
      expect((await order(trader)).statusCode).toBe(201)
      // The store under the api's wrapper: an append that this process's hook does not see.
      const otherProcess = Object.getPrototypeOf(t.app.eventStore) as EventStore
      await otherProcess.append(`share-owner-${trader.id}`, 'any', [
        {
          eventId: randomUUID(),
          type: 'ShareOwnerLocked',
          data: { type: 'ShareOwnerLocked', userId: trader.id, previousStatus: 'APPROVED' },
        },
      ])
      await vi.waitFor(
        async () => {
          await t.app.projections.catchUp()
          expect((await order(trader)).json().error?.code).toBe('ACCOUNT_LOCKED')
        },
        { timeout: 10_000, interval: 50 },
      )
    })

    it('keeps the blackout period until a change of it is appended', async () => {
      await expect(t.app.tradingEligibility.blackoutPeriod()).resolves.toBeNull()
      const behindTheCache = {
        blackout_start: new Date(),
        blackout_end: new Date(Date.now() + 60_000),
        updated_at: new Date(),
      }
      await t.database.db
        .insertInto('iqs_market_settings')
        .values({ id: 'company', ...behindTheCache })
        .onConflict((oc) => oc.column('id').doUpdateSet(behindTheCache))
        .execute()
      await expect(t.app.tradingEligibility.blackoutPeriod()).resolves.toBeNull()
      const start = Date.now() + 3_600_000
      const scheduled = await t.send(admin.jar, {
        method: 'PUT',
        url: '/api/admin/iqs/market-config',
        payload: {
          blackout_period: {
            start: new Date(start).toISOString(),
            end: new Date(start + 3_600_000).toISOString(),
          },
        },
      })
      expect(scheduled.statusCode, scheduled.body).toBe(200)
      await expect(t.app.tradingEligibility.blackoutPeriod()).resolves.toEqual({
        start,
        end: start + 3_600_000,
      })
    })
  })
}
