import type { TotpSetup } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'
import type { Clock } from '../../platform/clock.js'
import type { Database } from '../../platform/db/database.js'
import { appError } from '../../platform/errors.js'
import { OrderCodeCache } from './order-code-cache.js'
import type { RecoveryCodes } from './recovery-codes.js'
import type { SecretBox } from './secret-box.js'

/** One step of clock drift either way: the code of the previous or next 30 s still counts. */
const EPOCH_TOLERANCE_SECONDS = 30
/** Wrong codes in a row before the factor locks, and for how long. */
const MAX_FAILED_ATTEMPTS = 5
const LOCK_MS = 5 * 60_000
const ISSUER = 'IQS'
const STEP_SECONDS = 30

/** Two-factor sign-in with TOTP (RFC 6238; Google Authenticator's defaults). Decorated as `app.totp`. */
export interface TotpService {
  /** A new secret for the user (replacing an unconfirmed one). Refused once activated. */
  setup(user: { id: number; email: string }): Promise<TotpSetup>
  /** Confirms the set-up with a code; returns ten recovery codes, shown once. */
  activate(userId: number, code: string): Promise<string[]>
  isActivated(userId: number): Promise<boolean>
  /**
   * Checks a code: throws TOTP_NOT_ACTIVATED (403), TOTP_LOCKED (429) or
   * TOTP_CODE_INVALID (400). A code is accepted once; `allowRecovery` also
   * accepts (and spends) a recovery code.
   */
  verify(userId: number, code: string, options?: { allowRecovery?: boolean }): Promise<void>
  /**
   * Checks an order's code (no recovery codes): same errors as `verify`. A code of a step newer than
   * the last accepted one is accepted and recorded for this session; the session that recorded a
   * step may send its code again for more orders within that step; any other session is refused
   * with TOTP_CODE_ALREADY_USED (409, `details.retryAfterSeconds` until the next step).
   */
  verifyForOrder(userId: number, sessionId: string, code: string): Promise<void>
}

/**
 * The TOTP factor. Secrets are sealed at rest (secret-box.ts). Replay: the
 * newest accepted time step is stored and otplib's `afterTimeStep` refuses
 * it and anything older, and the update that records a new step only
 * succeeds if no concurrent request recorded it first, so one code opens
 * one sign-in. Orders (issue 9): the session whose order took a step may use that
 * step's code again for more orders (replay protection holds against every other session and
 * sign-in), and this process remembers those positive checks (order-code-cache.ts) so that
 * repeated orders cost no database round trip. Brute force: five wrong codes in a row lock the
 * factor for five minutes, on top of the route rate limits.
 *
 * Time is the app's clock, otplib's included (`epoch`): a test that moves the clock moves the
 * time steps, the lock and the timestamps together.
 *
 * @example
 * const totp = createTotpService(app.db, createSecretBox(key), createRecoveryCodes(key), app.clock)
 * await totp.verify(user.id, body.totp_code)
 */
export function createTotpService(
  db: Kysely<Database>,
  box: SecretBox,
  recovery: RecoveryCodes,
  clock: Clock,
): TotpService {
  const context = (userId: number) => `totp:${userId}`
  /** otplib counts in seconds. */
  const epochSeconds = () => Math.floor(clock.now() / 1000)
  const currentStep = () => Math.floor(epochSeconds() / STEP_SECONDS)

  async function findFactor(userId: number) {
    return db.selectFrom('user_totp').selectAll().where('user_id', '=', userId).executeTakeFirst()
  }

  /** The activated, unlocked factor; throws TOTP_NOT_ACTIVATED or TOTP_LOCKED. */
  async function usableFactor(userId: number) {
    const factor = await findFactor(userId)
    if (!factor?.activated_at) throw appError('TOTP_NOT_ACTIVATED')
    if (factor.locked_until && factor.locked_until.getTime() > clock.now()) throw appError('TOTP_LOCKED')
    return factor
  }

  /** The matched time step, or undefined when the code is wrong, stale or already used. */
  async function matchCode(
    secret: string,
    code: string,
    afterTimeStep: number | null,
  ): Promise<number | undefined> {
    if (!/^\d{6}$/.test(code)) return undefined
    const result = await verify({
      secret,
      token: code,
      epoch: epochSeconds(),
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      ...(afterTimeStep !== null ? { afterTimeStep } : {}),
    })
    // The functional API's result type covers HOTP too; a TOTP match carries its time step.
    return result.valid && 'timeStep' in result ? result.timeStep : undefined
  }

  const orderCodes = new OrderCodeCache()
  const orderChecks = new Map<string, Promise<void>>()

  async function recordFailure(userId: number, failedAttempts: number): Promise<void> {
    orderCodes.forget(userId)
    const failures = failedAttempts + 1
    const locked = failures >= MAX_FAILED_ATTEMPTS
    await db
      .updateTable('user_totp')
      .set({
        failed_attempts: locked ? 0 : failures,
        locked_until: locked ? new Date(clock.now() + LOCK_MS) : null,
        updated_at: clock.date(),
      })
      .where('user_id', '=', userId)
      .execute()
  }

  return {
    async setup(user) {
      const existing = await findFactor(user.id)
      if (existing?.activated_at) throw appError('TOTP_ALREADY_ACTIVATED')
      const secret = generateSecret()
      const sealed = box.seal(secret, context(user.id))
      await db
        .insertInto('user_totp')
        .values({
          user_id: user.id,
          secret_encrypted: sealed,
          activated_at: null,
          last_time_step: null,
          last_session_id: null,
          locked_until: null,
        })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            secret_encrypted: sealed,
            last_time_step: null,
            last_session_id: null,
            failed_attempts: 0,
            locked_until: null,
            updated_at: clock.date(),
          }),
        )
        .execute()
      const otpauthUri = generateURI({ issuer: ISSUER, label: user.email, secret })
      const qrCodeDataUrl = await QRCode.toDataURL(otpauthUri, {
        errorCorrectionLevel: 'M',
        margin: 2,
        width: 240,
      })
      return { secret, otpauthUri, qrCodeDataUrl }
    },

    async activate(userId, code) {
      const factor = await findFactor(userId)
      if (!factor) throw appError('TOTP_SETUP_REQUIRED')
      if (factor.activated_at) throw appError('TOTP_ALREADY_ACTIVATED')
      const step = await matchCode(box.open(factor.secret_encrypted, context(userId)), code, null)
      if (step === undefined) throw appError('TOTP_CODE_INVALID')
      const codes = recovery.generate()
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('user_totp')
          .set({
            activated_at: clock.date(),
            last_time_step: step,
            last_session_id: null,
            failed_attempts: 0,
            updated_at: clock.date(),
          })
          .where('user_id', '=', userId)
          .execute()
        await trx.deleteFrom('totp_recovery_codes').where('user_id', '=', userId).execute()
        await trx
          .insertInto('totp_recovery_codes')
          .values(codes.map((c) => ({ user_id: userId, code_hash: recovery.hash(c), used_at: null })))
          .execute()
      })
      return codes
    },

    async isActivated(userId) {
      const factor = await findFactor(userId)
      return !!factor?.activated_at
    },

    async verify(userId, rawCode, { allowRecovery = false } = {}) {
      const code = rawCode.trim()
      const factor = await usableFactor(userId)

      const step = await matchCode(
        box.open(factor.secret_encrypted, context(userId)),
        code,
        factor.last_time_step,
      )
      if (step !== undefined) {
        const recorded = await db
          .updateTable('user_totp')
          .set({
            last_time_step: step,
            last_session_id: null,
            failed_attempts: 0,
            locked_until: null,
            updated_at: clock.date(),
          })
          .where('user_id', '=', userId)
          .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', step)]))
          .executeTakeFirst()
        if (recorded.numUpdatedRows > 0n) {
          orderCodes.forget(userId)
          return
        }
      } else if (allowRecovery && !/^\d{6}$/.test(code)) {
        const spent = await db
          .updateTable('totp_recovery_codes')
          .set({ used_at: clock.date() })
          .where('user_id', '=', userId)
          .where('code_hash', '=', recovery.hash(code))
          .where('used_at', 'is', null)
          .executeTakeFirst()
        if (spent.numUpdatedRows > 0n) {
          await db
            .updateTable('user_totp')
            .set({ failed_attempts: 0 })
            .where('user_id', '=', userId)
            .execute()
          return
        }
      }
      await recordFailure(userId, factor.failed_attempts)
      throw appError('TOTP_CODE_INVALID')
    },

    verifyForOrder(userId, sessionId, rawCode) {
      const code = rawCode.trim()
      if (orderCodes.has(userId, sessionId, code, currentStep())) return Promise.resolve()
      // Orders sent together with one code share one check (one read, at most one write).
      const key = `${userId}\n${sessionId}\n${code}`
      let check = orderChecks.get(key)
      if (!check) {
        check = checkOrderCode(userId, sessionId, code).finally(() => orderChecks.delete(key))
        orderChecks.set(key, check)
      }
      return check
    },
  }

  async function checkOrderCode(userId: number, sessionId: string, code: string): Promise<void> {
    const factor = await usableFactor(userId)
    const last = factor.last_time_step
    // One step below the last so that the last step itself matches: its reuse is decided below.
    const step = await matchCode(
      box.open(factor.secret_encrypted, context(userId)),
      code,
      last === null ? null : last - 1,
    )
    if (step !== undefined && step === last && factor.last_session_id === sessionId) {
      orderCodes.remember(userId, sessionId, code, step)
      return
    }
    // The right code, but its step was taken by the activation, a sign-in or another session: not a
    // guess (no failure counted), and the trader is told to wait for the next code, not to retype.
    if (step !== undefined && step === last) throw codeAlreadyUsed(step)
    if (step !== undefined && (last === null || step > last)) {
      // Conditional: another request (any process) may have taken this step or a newer one since
      // the read; the same session taking the same step concurrently is no replay.
      const recorded = await db
        .updateTable('user_totp')
        .set({
          last_time_step: step,
          last_session_id: sessionId,
          failed_attempts: 0,
          locked_until: null,
          updated_at: clock.date(),
        })
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb('last_time_step', 'is', null),
            eb('last_time_step', '<', step),
            eb.and([eb('last_time_step', '=', step), eb('last_session_id', '=', sessionId)]),
          ]),
        )
        .executeTakeFirst()
      if (recorded.numUpdatedRows > 0n) {
        orderCodes.forget(userId)
        orderCodes.remember(userId, sessionId, code, step)
        return
      }
      // Another session took this step (or a newer one) since the read: the same answer as above.
      throw codeAlreadyUsed(step)
    }
    await recordFailure(userId, factor.failed_attempts)
    throw appError('TOTP_CODE_INVALID')
  }

  /** TOTP_CODE_ALREADY_USED with the seconds until the authenticator shows the step after `step`. */
  function codeAlreadyUsed(step: number) {
    const retryAfterSeconds = Math.max(1, (step + 1) * STEP_SECONDS - epochSeconds())
    return appError('TOTP_CODE_ALREADY_USED', undefined, { retryAfterSeconds })
  }
}
