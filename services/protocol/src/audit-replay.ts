import { z } from 'zod'

/**
 * The auditor's "Replay and compare" (`POST /api/admin/audit/replays`, `GET .../replays/{id}`): the
 * api rebuilds every market's engine and every read model from the first event in a scratch space
 * and sets their hashes beside the live ones, as `npm run replay` does.
 */

/** MATCH: the replay gives the live state; DIFFER: it does not; BEHIND: the live read model lags the log. */
export const replayVerdictSchema = z.enum(['MATCH', 'DIFFER', 'BEHIND'])
export type ReplayVerdict = z.infer<typeof replayVerdictSchema>

/** One market: the engine's state hash replayed from scratch beside the live writer's restore. */
export const replayMarketLineSchema = z.object({
  streamId: z.string(),
  version: z.number().int().describe('The stream version both hashes reflect'),
  replayHash: z.string(),
  liveHash: z.string(),
  liveSnapshotVersion: z.number().int().describe('The snapshot the live restore started from (0: none)'),
  verdict: replayVerdictSchema,
})
export type ReplayMarketLine = z.infer<typeof replayMarketLineSchema>

/** One table of a projection: rows and md5 of the rebuilt table beside the live one. */
export const replayTableLineSchema = z.object({
  table: z.string(),
  rows: z.number().int(),
  md5: z.string(),
  liveRows: z.number().int(),
  liveMd5: z.string(),
})

/** One projection (read model): a digest over its tables, replay beside live. */
export const replayProjectionLineSchema = z.object({
  name: z.string(),
  rows: z.number().int(),
  replayDigest: z.string(),
  liveRows: z.number().int(),
  liveDigest: z.string(),
  liveCheckpoint: z.number().int().describe('The live projection checkpoint (global position; 0: never ran)'),
  verdict: replayVerdictSchema,
  tables: z.array(replayTableLineSchema),
})
export type ReplayProjectionLine = z.infer<typeof replayProjectionLineSchema>

export const replayReportSchema = z.object({
  position: z.number().int().describe('The log head the live state was read at; the replay stops there'),
  events: z.number().int(),
  seconds: z.number(),
  ok: z.boolean().describe('True when every market and projection is MATCH'),
  markets: z.array(replayMarketLineSchema),
  projections: z.array(replayProjectionLineSchema),
})
export type ReplayReport = z.infer<typeof replayReportSchema>

/** What the job is doing: opening its scratch space, replaying the log, comparing the digests. */
export const replayPhaseSchema = z.enum(['preparing', 'replaying', 'comparing', 'done'])

export const replayJobSchema = z.object({
  id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  phase: replayPhaseSchema,
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  progress: z.object({
    events: z.number().int().describe('Events replayed so far'),
    head: z.number().int().nullable().describe('The position the replay stops at, once read'),
  }),
  report: replayReportSchema.nullable(),
  error: z
    .enum(['STOPPED', 'FAILED'])
    .nullable()
    .describe('Why a failed job ended: the server stopped, or the replay failed (see the server log)'),
})
export type ReplayJob = z.infer<typeof replayJobSchema>

export const replayJobParamsSchema = z.object({ id: z.uuid() })
