import { z } from 'zod'
import { instrumentSchema } from './iqs-market.js'

/**
 * One dependency. `detail` is shown to anonymous callers, so it names the kind only: `embedded` or
 * `postgres`, `in-process` or `nats`, and `unreachable` when it does not answer (never a URL, a path
 * or a driver's error text).
 */
const componentHealth = z.object({ ok: z.boolean(), detail: z.string() })

/**
 * A market writer's role in this process: `writer` takes the market's commands; `standby` was fenced
 * by a writer in another process and follows the log (its commands are handed over with NATS,
 * refused with 503 MARKET_WRITER_STANDBY otherwise); `halted` refuses them because the event log
 * failed its start-up hash-chain check; `stopped` is shutting down.
 */
export const marketWriterRoleSchema = z.enum(['writer', 'standby', 'halted', 'stopped'])

/**
 * `GET /api/health` and `GET /api/health/ready`: whether the process can reach its database and
 * bus, and, where it runs the exchange, each market writer's role and the start-up check of the
 * event log's hash chain.
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: componentHealth,
  bus: componentHealth,
  /** Absent in api processes that run no market writer (`RUN_EXCHANGE=0`). E.g. `{ IQS: 'writer', OST: 'standby' }`. */
  markets: z
    .partialRecord(instrumentSchema, marketWriterRoleSchema)
    .describe("Each market's writer role here (keys IQS, OST), e.g. { IQS: 'writer', OST: 'standby' }")
    .optional(),
  /** `hash chain verified to position N` or `hash chain broken at position N`; absent without writers. */
  eventLog: componentHealth.optional(),
})
export type Health = z.infer<typeof healthSchema>
