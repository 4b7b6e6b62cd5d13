import { roundTo } from './round.js'

/** Bucket width: 0.5 % relative precision on every recorded value. */
const RATIO = Math.log(1.005)

/**
 * A log-bucketed latency histogram in microseconds: constant memory however
 * many samples (the WebSocket scenario records one per subscriber per probe
 * order), 0.5 % precision on the percentiles, the exact maximum.
 *
 * @example const h = new Histogram(); h.record(1234.5); h.percentile(0.99)
 */
export class Histogram {
  private readonly buckets = new Float64Array(6000)
  count = 0
  max = 0
  private sum = 0

  /** Records one value, in milliseconds. */
  record(ms: number) {
    const micros = Math.max(0, ms * 1000)
    const index = micros < 1 ? 0 : Math.min(this.buckets.length - 1, Math.ceil(Math.log(micros) / RATIO))
    this.buckets[index]! += 1
    this.count++
    this.sum += ms
    if (ms > this.max) this.max = ms
  }

  merge(other: Histogram) {
    for (let i = 0; i < other.buckets.length; i++) this.buckets[i]! += other.buckets[i]!
    this.count += other.count
    this.sum += other.sum
    this.max = Math.max(this.max, other.max)
  }

  /** The value at quantile `q` (0..1), in milliseconds; 0 when empty. */
  percentile(q: number): number {
    if (this.count === 0) return 0
    const rank = Math.ceil(q * this.count)
    let seen = 0
    for (let i = 0; i < this.buckets.length; i++) {
      seen += this.buckets[i]!
      if (seen >= rank) return Math.min(this.max, i === 0 ? 0 : Math.exp(i * RATIO) / 1000)
    }
    return this.max
  }

  mean(): number {
    return this.count === 0 ? 0 : this.sum / this.count
  }

  /** p50, p99, p99.9 and max, rounded to 0.01 ms. */
  summary() {
    const round = (v: number) => roundTo(v, 2)
    return {
      count: this.count,
      p50: round(this.percentile(0.5)),
      p99: round(this.percentile(0.99)),
      p999: round(this.percentile(0.999)),
      max: round(this.max),
      mean: round(this.mean()),
    }
  }
}
