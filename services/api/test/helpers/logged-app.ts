import type { TestDatabase } from '@iqs/database'
import type { Database } from '../../src/platform/db/database.js'
import { startAppOn, type AccountsTestApp } from '../accounts/accounts-test-kit.js'

/** One log line as pino writes it. */
export interface LogLine {
  level: number
  msg?: string
  err?: { type?: string; message?: string }
  [key: string]: unknown
}

/** pino's numeric levels. */
export const LOG_LEVEL = { warn: 40, error: 50 } as const

/**
 * The app as the accounts kit builds it (so its helpers work: members, admins, KYC), but logging at
 * info into memory: tests check that a client's mistakes never log at error level.
 */
export async function startLoggedApp(backend: TestDatabase): Promise<AccountsTestApp & { logs: LogLine[] }> {
  const logs: LogLine[] = []
  const t = await startAppOn(await backend.open<Database>(), {
    overrides: { logLevel: 'info' },
    ownsDatabase: true,
    logStream: { write: (line) => void logs.push(JSON.parse(line) as LogLine) },
  })
  return { ...t, logs }
}
