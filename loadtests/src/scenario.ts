import type { HttpClient, Session } from './http-client.js'
import type { LogCheck } from './verify-log.js'
import type { Metrics } from './metrics.js'

/** The command line's knobs, resolved. */
export interface RunOptions {
  rate: number
  durationSeconds: number
  traders: number | undefined
  subscribers: number
  connections: number
  /** Setup progress lines go here (stderr); the report goes to stdout. */
  log: (line: string) => void
}

/** What a scenario gets: a client of the product, the signed-in admin, and where to record. */
export interface ScenarioContext {
  client: HttpClient
  baseUrl: string
  admin: Session
  metrics: Metrics
  options: RunOptions
  runId: string
}

/** What a scenario hands back besides its metrics. */
export interface ScenarioResult {
  elapsedMs: number
  /** Operations that count as "orders" for the throughput line. */
  orders: number
  logCheck: LogCheck
  /** Extra figures (WebSocket lag, gaps...). */
  extra: Record<string, unknown>
  /** Problems that fail the run besides errors and log mismatches. */
  failures: string[]
}
