import { Histogram } from './histogram.js'

/** What one run measured: latencies by operation, successes and errors by kind, and free-form counters. */
export class Metrics {
  readonly latency = new Map<string, Histogram>()
  readonly ok = new Map<string, number>()
  readonly errors = new Map<string, number>()
  readonly counters = new Map<string, number>()

  /** One finished operation, latency counted from its scheduled start (no coordinated omission). */
  success(operation: string, scheduledAt: number, now = performance.now()) {
    this.histogram(operation).record(now - scheduledAt)
    this.ok.set(operation, (this.ok.get(operation) ?? 0) + 1)
  }

  error(kind: string) {
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1)
  }

  count(name: string, by = 1) {
    this.counters.set(name, (this.counters.get(name) ?? 0) + by)
  }

  histogram(name: string): Histogram {
    let histogram = this.latency.get(name)
    if (!histogram) this.latency.set(name, (histogram = new Histogram()))
    return histogram
  }

  totalErrors(): number {
    let total = 0
    for (const n of this.errors.values()) total += n
    return total
  }
}

/** Records an HTTP answer: success when its status is one of `expected`, else an error named by code. */
export function recordAnswer(
  metrics: Metrics,
  operation: string,
  scheduledAt: number,
  answer: { status: number; body?: { error?: { code?: string } } },
  ...expected: number[]
): boolean {
  if (expected.includes(answer.status)) {
    metrics.success(operation, scheduledAt)
    return true
  }
  metrics.error(`${operation}: HTTP ${answer.status} ${answer.body?.error?.code ?? ''}`.trim())
  return false
}
