import type { LiveSession } from './sessions.repository.js'

export interface SessionCacheOptions {
  /** Entries kept at most; the oldest go first. */
  maxEntries?: number
  /** How long an authenticated session is trusted without asking the database again. */
  ttlMs?: number
  /** Epoch ms: the app's clock (`() => app.clock.now()`). */
  now: () => number
}

interface Entry {
  tokenDigest: string
  session: LiveSession
  until: number
}

/**
 * Authenticated sessions kept for a few seconds, so that a burst of requests (the order path)
 * does not cost a database round trip each. Keyed by session id and the access token's digest: a
 * new token of the session (a refresh) misses and is checked again.
 *
 * The revocation signal calls `forget` at once; a revoked id is then remembered for one TTL
 * ("tombstone"), so a lookup that read the row just before the revocation cannot put it back.
 * An expiry time is checked on every hit. What the cache cannot see is a row changed behind the
 * service's back (a manual SQL update): that takes effect within `ttlMs`.
 *
 * A Map keeps insertion order, which is all the eviction needs (the oldest entry goes first); a
 * cache library would add a dependency for these few lines.
 *
 * @example
 * const cache = new SessionCache({ ttlMs: 30_000, now: () => app.clock.now() })
 * cache.set('sid', digest, session); cache.get('sid', digest) // session
 * cache.forget('sid'); cache.get('sid', digest) // undefined
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>()
  private readonly tombstones = new Map<string, number>()
  private readonly maxEntries: number
  private readonly ttlMs: number
  private readonly now: () => number

  constructor(options: SessionCacheOptions) {
    this.maxEntries = options.maxEntries ?? 10_000
    this.ttlMs = options.ttlMs ?? 30_000
    this.now = options.now
  }

  get(sessionId: string, tokenDigest: string): LiveSession | undefined {
    const entry = this.entries.get(sessionId)
    if (!entry || entry.tokenDigest !== tokenDigest) return undefined
    const now = this.now()
    if (entry.until <= now || entry.session.expiresAt.getTime() <= now) {
      this.entries.delete(sessionId)
      return undefined
    }
    return entry.session
  }

  set(sessionId: string, tokenDigest: string, session: LiveSession): void {
    const now = this.now()
    const revokedUntil = this.tombstones.get(sessionId)
    if (revokedUntil !== undefined) {
      if (revokedUntil > now) return
      this.tombstones.delete(sessionId)
    }
    this.entries.delete(sessionId)
    this.entries.set(sessionId, { tokenDigest, session, until: now + this.ttlMs })
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string)
  }

  forget(sessionId: string): void {
    this.entries.delete(sessionId)
    this.tombstones.delete(sessionId)
    this.tombstones.set(sessionId, this.now() + this.ttlMs)
    // Tombstones are as bounded as entries: the oldest (soonest to lapse) go first.
    if (this.tombstones.size > this.maxEntries)
      this.tombstones.delete(this.tombstones.keys().next().value as string)
  }

  get size(): number {
    return this.entries.size
  }
}
