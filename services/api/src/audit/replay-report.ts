import type { ReplayAuditReport } from './replay-audit.js'

/**
 * The audit report as a plain-text table: one line per market (engine state
 * hash) and per projection (table digest), replay beside live, with a verdict.
 *
 * @example console.log(formatReplayReport(report))
 */
export function formatReplayReport(report: ReplayAuditReport, description: string): string {
  const lines: string[] = []
  const scope = report.asOf ? `state as of position ${report.position}` : `up to position ${report.position}`
  lines.push(
    `Replay of ${description}: ${report.events} events (${scope}) in ${report.seconds.toFixed(2)} s, no snapshots`,
    '',
  )
  const marketRows = report.markets.map((m) => [
    m.streamId,
    String(m.version),
    m.replayHash,
    m.liveHash ?? '-',
    m.liveSnapshotVersion === undefined ? '-' : String(m.liveSnapshotVersion),
    m.verdict,
  ])
  lines.push(
    ...table(
      ['market', 'version', 'replay stateHash', 'live stateHash', 'live snapshot', 'verdict'],
      marketRows,
    ),
    '',
  )
  const projectionRows = report.projections.map((p) => [
    p.name,
    String(p.rows),
    p.replayDigest,
    p.liveDigest ?? '-',
    p.liveRows === undefined ? '-' : String(p.liveRows),
    p.liveCheckpoint === undefined ? '-' : String(p.liveCheckpoint),
    p.verdict,
  ])
  lines.push(
    ...table(
      ['projection', 'rows', 'replay digest', 'live digest', 'live rows', 'live checkpoint', 'verdict'],
      projectionRows,
    ),
    '',
  )
  for (const p of report.projections.filter((x) => x.verdict === 'DIFFER')) {
    for (const t of p.tables.filter((x) => x.md5 !== x.liveMd5))
      lines.push(
        `  ${p.name}: table ${t.table} differs (replay ${t.rows} rows, live ${t.liveRows ?? '?'} rows)`,
      )
  }
  if (report.asOf) lines.push('AS_OF: historical state, not compared with the live state.')
  else if (report.ok) lines.push('OK: the replay of the log gives the live state.')
  else {
    lines.push('FAILED: the replay differs from the live state (see DIFFER / BEHIND above).')
    if (report.projections.some((p) => p.verdict === 'BEHIND'))
      lines.push(
        'BEHIND: that projection has not caught up with the log; start the server to let it catch up, or run npm run projections:rebuild.',
      )
  }
  return lines.join('\n')
}

function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)]
}
