import type { ReplayReport, ReplayVerdict } from '@iqs/protocol'
import type { ReplayAuditReport, ReplayVerdict as AuditVerdict } from '../replay-audit.js'

/**
 * The audit's report in the protocol's shape. A job always compares with the live state, so every
 * line has its live side; `AS_OF` (a historical replay, `--until`) never reaches here.
 *
 * @example toReplayReport(await auditReplay({ ... })).markets[0].verdict // 'MATCH'
 */
export function toReplayReport(report: ReplayAuditReport): ReplayReport {
  return {
    position: report.position,
    events: report.events,
    seconds: report.seconds,
    ok: report.ok,
    markets: report.markets.map((m) => ({
      streamId: m.streamId,
      version: m.version,
      replayHash: m.replayHash,
      liveHash: m.liveHash ?? '',
      liveSnapshotVersion: m.liveSnapshotVersion ?? 0,
      verdict: compared(m.verdict),
    })),
    projections: report.projections.map((p) => ({
      name: p.name,
      rows: p.rows,
      replayDigest: p.replayDigest,
      liveRows: p.liveRows ?? 0,
      liveDigest: p.liveDigest ?? '',
      liveCheckpoint: p.liveCheckpoint ?? 0,
      verdict: compared(p.verdict),
      tables: p.tables.map((t) => ({
        table: t.table,
        rows: t.rows,
        md5: t.md5,
        liveRows: t.liveRows ?? 0,
        liveMd5: t.liveMd5 ?? '',
      })),
    })),
  }
}

function compared(verdict: AuditVerdict): ReplayVerdict {
  if (verdict === 'AS_OF') throw new Error('A replay job compares with the live state: no AS_OF line')
  return verdict
}
