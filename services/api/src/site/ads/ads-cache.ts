import type { Bus, Subscription } from '@iqs/bus'
import type { Ad } from '@iqs/protocol'
import type { Clock } from '../../platform/clock.js'

/** Spec §9: ads are cached 10 minutes. */
export const ADS_CACHE_MS = 10 * 60_000

/** The bus subject an ad's change is announced on, so every api process drops its cached ads. */
export const ADS_CHANGED_SUBJECT = 'site.ads.changed'

/** The side column's ads kept in memory, per language and day, until an ad changes. */
export interface AdsCache {
  /** The cached list for `key`, or what `load` reads (and keeps, unless an ad changed meanwhile). */
  get(key: string, load: () => Promise<Ad[]>): Promise<Ad[]>
  clear(): void
  close(): void
}

/**
 * The ads of `GET /api/adds`, read at most once per 10 minutes per language and day: every page
 * of every visitor asks for them. An admin's change is announced on the bus (`announceAdsChanged`):
 * each process, this one included, forgets its lists at once, so the next read is fresh. A read
 * that started before the change does not store its now stale answer (the generation moved on).
 * The bus is not the source of truth: a lost message is covered by the 10 minutes.
 *
 * @example const cache = createAdsCache(app.bus, app.clock); await cache.get('fr:2026-05-01', load)
 */
export function createAdsCache(bus: Bus, clock: Clock, ttlMs = ADS_CACHE_MS): AdsCache {
  const entries = new Map<string, { ads: Ad[]; until: number }>()
  let generation = 0
  const clear = () => {
    generation += 1
    entries.clear()
  }
  const subscription: Subscription = bus.subscribe(ADS_CHANGED_SUBJECT, clear)
  return {
    async get(key, load) {
      const now = clock.now()
      const cached = entries.get(key)
      if (cached && cached.until > now) return cached.ads
      const started = generation
      const ads = await load()
      if (generation === started) entries.set(key, { ads, until: now + ttlMs })
      return ads
    },
    clear,
    close() {
      subscription.unsubscribe()
      entries.clear()
    },
  }
}

/**
 * Tells every api process that the ads changed (after the change is committed), and waits until
 * the bus has handed the message on: this process's cache is then clear before the admin's answer
 * leaves, so the admin's own browser reads the new ads at once.
 */
export async function announceAdsChanged(bus: Bus): Promise<void> {
  bus.publish(ADS_CHANGED_SUBJECT, { changed: true })
  await bus.flush()
}
