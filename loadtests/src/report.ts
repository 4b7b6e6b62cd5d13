import os from 'node:os'
import { roundTo } from './round.js'
import type { Metrics } from './metrics.js'
import type { ScenarioResult } from './scenario.js'

/** The run's figures as one JSON-able object (what `--json` prints). */
export function buildReport(
  scenario: string,
  backend: string,
  settings: Record<string, unknown>,
  metrics: Metrics,
  result: ScenarioResult,
) {
  const seconds = result.elapsedMs / 1000
  const failures = [...result.failures]
  if (metrics.totalErrors() > 0)
    failures.push(`${metrics.totalErrors()} errors: ${JSON.stringify(Object.fromEntries(metrics.errors))}`)
  if (result.logCheck.missing > 0)
    failures.push(`${result.logCheck.missing} acknowledged ids missing from the log`)
  if (result.logCheck.duplicated > 0)
    failures.push(`${result.logCheck.duplicated} acknowledged ids more than once in the log`)
  return {
    scenario,
    backend,
    settings,
    loadAverage: os.loadavg().map((v) => roundTo(v, 2)),
    cpus: os.cpus().length,
    elapsedSeconds: roundTo(seconds, 2),
    ordersAcknowledged: result.orders,
    ordersPerSecond: Math.round((result.orders / seconds) * 10) / 10,
    operations: Object.fromEntries(
      [...metrics.ok].map(([name, n]) => [name, { ok: n, perSecond: Math.round((n / seconds) * 10) / 10 }]),
    ),
    latencyMs: Object.fromEntries([...metrics.latency].map(([name, h]) => [name, h.summary()])),
    errors: Object.fromEntries(metrics.errors),
    errorCount: metrics.totalErrors(),
    counters: Object.fromEntries(metrics.counters),
    logCheck: result.logCheck,
    details: result.extra,
    passed: failures.length === 0,
    failures,
  }
}

export type Report = ReturnType<typeof buildReport>

/** The report for a person: one line per figure. */
export function formatReport(report: Report): string {
  const lines = [
    `scenario ${report.scenario} on ${report.backend} (${report.cpus} CPUs, load average ${report.loadAverage.join(' ')})`,
    `settings ${JSON.stringify(report.settings)}`,
    `elapsed ${report.elapsedSeconds} s, orders acknowledged ${report.ordersAcknowledged} (${report.ordersPerSecond}/s)`,
  ]
  for (const [name, op] of Object.entries(report.operations))
    lines.push(`  ${name.padEnd(18)} ${op.ok} ok, ${op.perSecond}/s`)
  lines.push('latency, ms (from the scheduled time)        count      p50      p99    p99.9      max')
  for (const [name, s] of Object.entries(report.latencyMs))
    lines.push(
      `  ${name.padEnd(40)} ${String(s.count).padStart(8)} ${[s.p50, s.p99, s.p999, s.max].map((v) => v.toFixed(2).padStart(8)).join(' ')}`,
    )
  for (const [name, value] of Object.entries(report.details)) lines.push(`${name} ${JSON.stringify(value)}`)
  lines.push(`errors ${report.errorCount}${report.errorCount ? ' ' + JSON.stringify(report.errors) : ''}`)
  if (Object.keys(report.counters).length) lines.push(`counters ${JSON.stringify(report.counters)}`)
  lines.push(
    `event log: ${report.logCheck.eventsRead} events read, missing ${report.logCheck.missing}, duplicated ${report.logCheck.duplicated}`,
  )
  lines.push(
    report.passed
      ? 'PASSED: zero errors, zero lost acknowledged orders'
      : `FAILED: ${report.failures.join('; ')}`,
  )
  return lines.join('\n')
}
