import { randomBytes } from 'node:crypto'

/**
 * A name for a schema of one's own on a shared server (a test file's, a replay's, a crash test's):
 * `<prefix>_<seconds since 1970, hex>_<random>`. The time in the name is what lets a clean-up
 * (`.ci/run`, `scripts/drop-stale-schemas.sh`) drop only the schemas a killed run left behind hours
 * ago, never one that a run going on beside it (another checkout's tests) is using right now.
 *
 * @example scratchSchemaName('test') // 'test_6745a1b2_9f3c2e1d0a4b'
 */
export function scratchSchemaName(prefix: string, now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000).toString(16)
  return `${prefix}_${seconds}_${randomBytes(6).toString('hex')}`
}
