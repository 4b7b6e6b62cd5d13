import type { FastifyBaseLogger, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { sql, type Kysely } from 'kysely'
import type { Clock } from '../../platform/clock.js'
import type { Database } from '../../platform/db/database.js'
import { appError, type AppError } from '../../platform/errors.js'
import type { SignInThrottleRule } from '../../platform/config/auth-config.js'
import { throttleNotice } from './throttle-notice.js'

/** A password check the throttle let through: its number in the account's run of unsuccessful ones. */
export interface OpenClaim {
  open: true
  attempt: number
  /** Set when this attempt reached the limit: if its password is wrong, the back-off runs until then. */
  throttledUntil: Date | null
}
/** A sign-in refused unchecked: the account's back-off runs for `retryAfterMs` more. */
export interface RefusedClaim {
  open: false
  retryAfterMs: number
}

/** Per-account sign-in throttling. Decorated as `app.signInThrottle`. */
export interface SignInThrottle {
  /**
   * Counts a password check before it runs, so that guesses sent together
   * cannot all slip in before the first failure is written; or refuses it
   * while the account's back-off runs.
   */
  claim(userId: number): Promise<OpenClaim | RefusedClaim>
  /** The claimed password was right: the count starts again. */
  succeeded(userId: number): Promise<void>
  /**
   * The claimed password was wrong: the back-off left (ms) when this failure
   * started or lengthened one, else undefined. The failure that first reaches
   * the limit e-mails the owner: once per run of failures, not per attempt.
   */
  failed(user: ThrottledUser, claim: OpenClaim): Promise<number | undefined>
  /** A new password (reset): the count and any back-off end, inside the caller's transaction. */
  forget(userId: number, db?: Kysely<Database>): Promise<void>
}

/** What the notice e-mail needs to know of the account. */
export interface ThrottledUser {
  id: number
  email: string
  language: 'en' | 'fr'
}

/** Above this the doubling stops mattering (and 2^n would overflow a float8 in SQL). */
const MAX_DOUBLINGS = 40

/**
 * How long sign-ins wait after the `failures`-th wrong password in a row:
 * nothing below the limit, then the base delay doubled per further failure,
 * capped.
 *
 * @example backOffMs(6, { maxFailures: 5, baseDelayMs: 60_000, maxDelayMs: 3_600_000 }) // 120_000
 */
export function backOffMs(failures: number, rule: SignInThrottleRule): number {
  if (failures < rule.maxFailures) return 0
  const doublings = Math.min(failures - rule.maxFailures, MAX_DOUBLINGS)
  return Math.min(rule.baseDelayMs * 2 ** doublings, rule.maxDelayMs)
}

/**
 * The `sign_in_throttles` table behind the password sign-in
 * (migrations/0740_sign_in_throttles.sql): one row per account with
 * unsuccessful password checks since its last sign-in, whichever address
 * they came from, shared by every api process through the database.
 *
 * Each check is counted when it starts (`claim`, one upsert): the claim
 * that reaches the limit also sets the back-off, so requests sent at the same
 * moment from many addresses are refused at once rather than after their
 * argon2 checks; a right password then deletes the row. While the back-off
 * runs, sign-ins are refused without checking the password, so the refusal
 * says nothing about it. The clock is injected (`app.clock`) so tests move time.
 *
 * @example
 * const throttle = createSignInThrottle({ db, rule: config.auth.signInThrottle, clock: app.clock, notify })
 * const claim = await throttle.claim(user.id)
 */
export function createSignInThrottle(options: {
  db: Kysely<Database>
  rule: SignInThrottleRule
  clock: Clock
  /** Tells the owner their account is throttled; a failure is the caller's to log. */
  notify: (user: ThrottledUser, retryAfterMs: number) => Promise<void>
}): SignInThrottle {
  const { db, rule, clock, notify } = options

  async function claim(userId: number): Promise<OpenClaim | RefusedClaim> {
    const at = clock.date()
    const failures = sql<number>`sign_in_throttles.failures + 1`
    // backOffMs in SQL, from the count this very update writes.
    const until = sql<Date | null>`case when ${failures} >= ${rule.maxFailures}
      then ${at}::timestamptz + interval '1 millisecond' * least(
        ${rule.baseDelayMs}::float8 * power(2, least(${failures} - ${rule.maxFailures}, ${MAX_DOUBLINGS})),
        ${rule.maxDelayMs}::float8)
      end`
    const first = backOffMs(1, rule)
    const row = await db
      .insertInto('sign_in_throttles')
      .values({
        user_id: userId,
        failures: 1,
        throttled_until: first > 0 ? new Date(at.getTime() + first) : null,
        updated_at: at,
      })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ failures, throttled_until: until, updated_at: at })
          .where((eb) =>
            eb.or([
              eb('sign_in_throttles.throttled_until', 'is', null),
              eb('sign_in_throttles.throttled_until', '<=', at),
            ]),
          ),
      )
      .returning(['failures', 'throttled_until'])
      .executeTakeFirst()
    if (row) return { open: true, attempt: row.failures, throttledUntil: row.throttled_until }
    // No row back: the back-off was running, nothing was written.
    const current = await db
      .selectFrom('sign_in_throttles')
      .select('throttled_until')
      .where('user_id', '=', userId)
      .executeTakeFirst()
    // A right password may have deleted the row in between: a second to wait is still honest.
    const retryAfterMs = (current?.throttled_until?.getTime() ?? 0) - at.getTime()
    return { open: false, retryAfterMs: Math.max(retryAfterMs, 1000) }
  }

  async function forget(userId: number, target: Kysely<Database> = db): Promise<void> {
    await target.deleteFrom('sign_in_throttles').where('user_id', '=', userId).execute()
  }

  return {
    claim,
    succeeded: (userId) => forget(userId),
    forget,
    async failed(user, claimed) {
      if (!claimed.throttledUntil) return undefined
      const retryAfterMs = Math.max(claimed.throttledUntil.getTime() - clock.now(), 1000)
      if (claimed.attempt === rule.maxFailures) await notify(user, retryAfterMs)
      return retryAfterMs
    },
  }
}

/**
 * The 429 ACCOUNT_THROTTLED answer, its `retry-after` header set on the
 * reply: the message in whole minutes, `details.retryAfterSeconds` exact.
 *
 * @example throw accountThrottled(reply, claim.retryAfterMs)
 */
export function accountThrottled(reply: FastifyReply, retryAfterMs: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  const minutes = Math.ceil(retryAfterSeconds / 60)
  reply.header('retry-after', String(retryAfterSeconds))
  return appError(
    'ACCOUNT_THROTTLED',
    `Too many failed sign-ins for this account. Please retry in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} or reset your password.`,
    { retryAfterSeconds },
  )
}

declare module 'fastify' {
  interface FastifyInstance {
    signInThrottle: SignInThrottle
  }
}

/**
 * Decorates `app.signInThrottle` with the configured rule, the app's mailer
 * for the owner's notice, and an account eraser for its row. Needs storage,
 * the mailer and account erasure registered first.
 */
export const signInThrottlePlugin = fp(
  async (app) => {
    const log: FastifyBaseLogger = app.log
    const throttle = createSignInThrottle({
      db: app.db,
      rule: app.config.auth.signInThrottle,
      clock: app.clock,
      async notify(user, retryAfterMs) {
        try {
          await app.mailer.send(
            throttleNotice(user, {
              failures: app.config.auth.signInThrottle.maxFailures,
              retryAfterMs,
              appOrigin: app.config.auth.appOrigin,
            }),
          )
        } catch (error) {
          // The refusal goes out all the same: a mail failure must not change the answer.
          log.error({ err: error, userId: user.id }, 'sign-in throttle e-mail failed')
        }
      },
    })
    app.decorate('signInThrottle', throttle)
    app.addAccountEraser((trx, userId) => throttle.forget(userId, trx))
  },
  { name: 'sign-in-throttle', dependencies: ['storage'] },
)
