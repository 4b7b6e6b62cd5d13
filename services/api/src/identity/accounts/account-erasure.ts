import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../platform/db/database.js'

/** One feature's part of deleting an account: erase or pseudonymise its rows of that user. */
export type AccountEraser = (trx: Transaction<Database>, userId: number) => Promise<void>

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Registers a feature's eraser, run in the deletion's transaction.
     * A feature that stores personal data (profiles, KYC files...) adds one.
     *
     * @example app.addAccountEraser(async (trx, userId) => { await trx.deleteFrom('profiles').where('user_id', '=', userId).execute() })
     */
    addAccountEraser(eraser: AccountEraser): void
    /**
     * Runs after the deletion committed: for what cannot join its transaction, such as an event
     * appended to the log (the share-owner stream records the erasure so that a replay drops the
     * owner too). A failure is logged; the account stays deleted.
     */
    afterAccountErased(listener: (userId: number) => Promise<void>): void
    /** Deletes an account (see eraseAccount). */
    eraseAccount(userId: number): Promise<void>
  }
}

/**
 * Deletes an account, in one transaction: sessions, the TOTP factor and its
 * recovery codes, reset tokens and social links are deleted; each feature's
 * eraser runs; the user row is kept but anonymised (e-mail replaced, names
 * and password blanked, `deleted_at` set).
 *
 * Why keep the row: trades, settlements and the event history name the
 * user's id, and the exchange's audit trail must replay bit for bit, so
 * those stay, now pointing at a pseudonymous id. Nothing left names the
 * person. The role stays so that history still reads "a consultant".
 */
export async function eraseAccount(
  db: Kysely<Database>,
  userId: number,
  erasers: readonly AccountEraser[],
  at: Date,
): Promise<{ sessionIds: string[] }> {
  return db.transaction().execute(async (trx) => {
    const sessions = await trx.deleteFrom('sessions').where('user_id', '=', userId).returning('id').execute()
    await trx.deleteFrom('user_totp').where('user_id', '=', userId).execute()
    await trx.deleteFrom('totp_recovery_codes').where('user_id', '=', userId).execute()
    await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute()
    await trx.deleteFrom('user_identities').where('user_id', '=', userId).execute()
    for (const erase of erasers) await erase(trx, userId)
    await trx
      .updateTable('users')
      .set({
        email: `deleted-user-${userId}@deleted.invalid`,
        first_name: '',
        last_name: '',
        password_hash: null,
        phone: null,
        address_line: null,
        postal_code: null,
        city: null,
        country: null,
        deleted_at: at,
        updated_at: at,
      })
      .where('id', '=', userId)
      .execute()
    return { sessionIds: sessions.map((s) => s.id) }
  })
}

/**
 * Decorates `app.addAccountEraser`, `app.afterAccountErased` and `app.eraseAccount`. The deleted
 * sessions are announced as revoked, so the user's live sockets close and no process keeps them
 * in its session cache.
 */
export const accountErasurePlugin = fp(
  async (app: FastifyInstance) => {
    const erasers: AccountEraser[] = []
    const afterErased: ((userId: number) => Promise<void>)[] = []
    app.decorate('addAccountEraser', (eraser: AccountEraser) => {
      erasers.push(eraser)
    })
    app.decorate('afterAccountErased', (listener: (userId: number) => Promise<void>) => {
      afterErased.push(listener)
    })
    app.decorate('eraseAccount', async (userId: number) => {
      const { sessionIds } = await eraseAccount(app.db, userId, erasers, app.clock.date())
      app.sessions.announceRevoked({ sessionIds, userId, reason: 'account_deleted' })
      for (const listener of afterErased) {
        try {
          await listener(userId)
        } catch (error) {
          app.log.error({ err: error, userId }, 'a step after the account deletion failed')
        }
      }
    })
  },
  { name: 'account-erasure', dependencies: ['storage', 'sessions'] },
)
