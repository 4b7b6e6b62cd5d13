import {
  positionToNumber,
  readCheckpoint,
  type AppendResult,
  type EventStore,
  type Position,
  type RecordedEvent,
  type Subscription,
} from '@iqs/eventstore'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { MARKET_SETTINGS_STREAM } from '../market-settings/market-settings-decider.js'
import type { BlackoutPeriod } from '../market-settings/market-settings-decider.js'

const SHARE_OWNER_STREAM_PREFIX = 'share-owner-'
/** The read models these values come from (their projections' checkpoint names). */
const SOURCES = ['share-owners', 'iqs-market-state']

interface Log {
  warn(details: object, message: string): void
}

/**
 * What every order checks before its TOTP code (issue 9): the trader's white-list status and the
 * company's blackout period, kept in memory so that an order makes no round trip for them.
 *
 * Exact, not timed: only APPROVED statuses are kept, and a status or the blackout period is
 * forgotten as soon as this process follows an event of its stream in the log (`share-owner-<id>`,
 * `iqs-market-settings`), whichever process appended it (the log is the bus here), and at once
 * when this process appends it (`forgetOnAppend`, before the command goes on). A value read from a
 * read model older than the last such event is answered but not kept, and a read that overlapped a
 * forgetting is not kept either. Until the follower has reached the end of the log it had at start,
 * nothing is kept: every call reads the database as before.
 *
 * @example
 * const cache = new TradingEligibilityCache(db, store, log)
 * await cache.start()
 * const status = await cache.status(userId) // 'APPROVED', 'LOCKED', ... or undefined
 */
export class TradingEligibilityCache {
  private readonly approved = new Map<number, true>()
  /** Per trader, the log position of the last event of its stream followed. */
  private readonly followed = new Map<number, number>()
  private blackout: { period: BlackoutPeriod | null } | undefined
  private blackoutFollowed = 0
  /** Bumped by every forgetting: a read that overlapped one is not kept. */
  private generation = 0
  private caughtUp = false
  private subscription: Subscription | undefined

  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: EventStore,
    private readonly log: Log,
  ) {}

  /** Follows the log from the older of the two read models' checkpoints. */
  async start(): Promise<void> {
    const checkpoints = await Promise.all(SOURCES.map((name) => readCheckpoint(this.db, name)))
    const after = checkpoints.includes(undefined)
      ? undefined
      : checkpoints.reduce((a, b) => (positionToNumber(a!) <= positionToNumber(b!) ? a : b))
    const end = await this.store.readLastPosition()
    if (end === undefined || (after !== undefined && positionToNumber(after) >= positionToNumber(end)))
      this.caughtUp = true
    const target = end === undefined ? 0 : positionToNumber(end)
    this.subscription = this.store.subscribeToAll((event) => this.follow(event, target), {
      ...(after !== undefined ? { after: after as Position } : {}),
    })
    this.subscription.done.catch((error: unknown) => {
      // Without the follower nothing could be forgotten: stop keeping anything.
      this.log.warn({ err: error }, 'trading eligibility cache stopped following the log')
      this.disable()
    })
  }

  async stop(): Promise<void> {
    this.disable()
    await this.subscription?.stop()
  }

  /** The trader's white-list status (`share_owners`), undefined when it has no application. */
  async status(userId: number): Promise<string | undefined> {
    if (this.approved.has(userId)) return 'APPROVED'
    const generation = this.generation
    const row = await this.db
      .selectFrom('share_owners')
      .select(['status', 'last_position'])
      .where('user_id', '=', userId)
      .executeTakeFirst()
    if (
      row?.status === 'APPROVED' &&
      this.caughtUp &&
      generation === this.generation &&
      Number(row.last_position) >= (this.followed.get(userId) ?? 0)
    )
      this.approved.set(userId, true)
    return row?.status
  }

  /** The company's blackout period (`iqs_market_settings`), null when none is set. */
  async blackoutPeriod(): Promise<BlackoutPeriod | null> {
    if (this.blackout) return this.blackout.period
    const generation = this.generation
    const row = await this.db
      .selectFrom('iqs_market_settings')
      .select(['blackout_start', 'blackout_end', 'blackout_version'])
      .where('id', '=', 'company')
      .executeTakeFirst()
    const period =
      row?.blackout_start && row.blackout_end
        ? { start: new Date(row.blackout_start).getTime(), end: new Date(row.blackout_end).getTime() }
        : null
    if (
      this.caughtUp &&
      generation === this.generation &&
      Number(row?.blackout_version ?? 0) >= this.blackoutFollowed
    )
      this.blackout = { period }
    return period
  }

  private forgetTrader(userId: number): void {
    this.generation++
    this.approved.delete(userId)
  }

  /**
   * The store wrapper's hook (`forgetOnAppend`): an append of this process forgets what it changes
   * before its caller goes on, so that a command's answer is never followed by an order let through
   * on the value it replaced.
   */
  appended(result: AppendResult): void {
    if (!result.duplicate && result.lastPosition !== undefined)
      this.changed(result.streamId, positionToNumber(result.lastPosition))
  }

  private follow(event: RecordedEvent, target: number): void {
    const position = positionToNumber(event.position)
    this.changed(event.streamId, position)
    if (position >= target) this.caughtUp = true
  }

  private changed(streamId: string, position: number): void {
    if (streamId.startsWith(SHARE_OWNER_STREAM_PREFIX)) {
      const userId = Number(streamId.slice(SHARE_OWNER_STREAM_PREFIX.length))
      this.followed.set(userId, Math.max(position, this.followed.get(userId) ?? 0))
      this.forgetTrader(userId)
    } else if (streamId === MARKET_SETTINGS_STREAM) {
      this.generation++
      this.blackoutFollowed = Math.max(position, this.blackoutFollowed)
      this.blackout = undefined
    }
  }

  private disable(): void {
    this.caughtUp = false
    this.generation++
    this.approved.clear()
    this.blackout = undefined
  }
}

/**
 * The event store as the api's commands use it: every append of theirs also tells `cache` what it
 * changed, as soon as it is committed. The market writers keep the plain store (their appends
 * change neither white-list statuses nor the blackout period).
 */
export function forgetOnAppend(store: EventStore, cache: TradingEligibilityCache): EventStore {
  return Object.assign(Object.create(store) as EventStore, {
    async append(...args: Parameters<EventStore['append']>) {
      const result = await store.append(...args)
      cache.appended(result)
      return result
    },
    async appendMany(requests: Parameters<EventStore['appendMany']>[0]) {
      const results = await store.appendMany(requests)
      for (const result of results) cache.appended(result)
      return results
    },
  })
}
