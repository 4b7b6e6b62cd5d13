/** Users whose accepted order codes are kept; past it the oldest user's entries go first. */
const MAX_USERS = 100_000

/**
 * The order codes this process has already accepted, per (user, session, code), with the time
 * step each was accepted at: the same session sending the same code again within that step is
 * accepted without a database round trip (issue 9: many orders per code). Only positive answers
 * are kept, and only while their step is inside the drift window. A user's entries are dropped
 * when this process records a newer step for them or a wrong code (the factor may lock).
 *
 * @example
 * const cache = new OrderCodeCache()
 * cache.remember(7, 'session-id', '123456', step)
 * cache.has(7, 'session-id', '123456', currentStep) // true while step >= currentStep - 1
 */
export class OrderCodeCache {
  private readonly byUser = new Map<number, Map<string, number>>()

  /** Whether this session's code was accepted at a step that is still current, previous or next. */
  has(userId: number, sessionId: string, code: string, currentStep: number): boolean {
    const step = this.byUser.get(userId)?.get(key(sessionId, code))
    return step !== undefined && step >= currentStep - 1 && step <= currentStep + 1
  }

  remember(userId: number, sessionId: string, code: string, step: number): void {
    let entries = this.byUser.get(userId)
    if (!entries) {
      if (this.byUser.size >= MAX_USERS) this.byUser.delete(this.byUser.keys().next().value!)
      this.byUser.set(userId, (entries = new Map()))
    }
    // Older steps can no longer be accepted: keep only the newest ones.
    for (const [k, s] of entries) if (s < step) entries.delete(k)
    entries.set(key(sessionId, code), step)
  }

  forget(userId: number): void {
    this.byUser.delete(userId)
  }
}

const key = (sessionId: string, code: string) => `${sessionId}\n${code}`
