import type { Bus, Subscription } from '@iqs/bus'
import { randomUUID } from 'node:crypto'

/** Sessions that just ended (sign-out, password reset, account deletion, refresh-token reuse...). */
export interface SessionRevocation {
  sessionIds: string[]
  userId: number
  reason: string
}

export type RevocationListener = (revocation: SessionRevocation) => void

/** Announces revocations to this process at once and to the other api processes over the bus. */
export interface SessionRevocations {
  announce(revocation: SessionRevocation): void
  /** @returns a function that removes the listener. */
  onRevoked(listener: RevocationListener): () => void
  close(): void
}

/** The bus subject every api process listens on. */
export const SESSION_REVOKED_SUBJECT = 'sessions.revoked'

/**
 * One revocation signal for the whole deployment. Local listeners (the session cache, the live
 * sockets) hear it synchronously, before the revoking request answers; the other processes hear it
 * over the bus (NATS, or the in-process bus, whose echo this process ignores by its origin id).
 * The bus is not the source of truth: a lost message is covered by the cache's short TTL and the live
 * hub's periodic session re-check.
 *
 * @example
 * const revocations = createSessionRevocations(app.bus)
 * revocations.onRevoked(({ sessionIds }) => sessionIds.forEach((id) => cache.forget(id)))
 * revocations.announce({ sessionIds: ['abc'], userId: 7, reason: 'logout' })
 */
export function createSessionRevocations(bus: Bus): SessionRevocations {
  const origin = randomUUID()
  const listeners = new Set<RevocationListener>()
  const notify = (revocation: SessionRevocation) => {
    for (const listener of listeners) listener(revocation)
  }
  const subscription: Subscription = bus.subscribe(SESSION_REVOKED_SUBJECT, (message) => {
    const parsed = parseMessage(message)
    if (parsed && parsed.origin !== origin) notify(parsed.revocation)
  })
  return {
    announce(revocation) {
      if (revocation.sessionIds.length === 0) return
      notify(revocation)
      bus.publish(SESSION_REVOKED_SUBJECT, { origin, ...revocation })
    },
    onRevoked(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close() {
      subscription.unsubscribe()
      listeners.clear()
    },
  }
}

/** A message from another process, checked field by field: it crossed the wire. */
function parseMessage(message: unknown): { origin: string; revocation: SessionRevocation } | undefined {
  if (typeof message !== 'object' || message === null) return undefined
  const { origin, sessionIds, userId, reason } = message as Record<string, unknown>
  if (typeof origin !== 'string' || typeof userId !== 'number' || typeof reason !== 'string') return undefined
  if (!Array.isArray(sessionIds) || !sessionIds.every((id) => typeof id === 'string')) return undefined
  return { origin, revocation: { sessionIds: sessionIds as string[], userId, reason } }
}
