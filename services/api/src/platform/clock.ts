/** A timer armed on a clock: `cancel()` before it runs and it never will. */
export interface ClockTimer {
  cancel(): void
}

/**
 * The one source of business time in the api and the market writers: every deadline, expiry,
 * timestamp and event time is read here (eslint forbids `Date.now()` and `new Date()` elsewhere in
 * `services/api/src` and `services/exchange/src`). The app decorates one as `app.clock`
 * (`buildApp(config, { clock })`), and hands it to everything that needs time, so a test moves
 * time for the whole app at once, without sleeping or faking the process's timers.
 *
 * Measuring how long something took (latency, a poll's interval) is not business time: it stays on
 * `performance.now()` and plain timers.
 */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number
  /** `now()` as a Date, for timestamp columns and ISO strings. */
  date(): Date
  /**
   * Runs `run` once this clock reaches `time` (epoch ms): at once (on the next tick) if it already
   * has. The system clock arms an unref'd timer, so a pending deadline never keeps a process alive;
   * a test clock runs it when `advance` or `set` reaches the time.
   */
  at(time: number, run: () => void): ClockTimer
}

/** A clock a test moves by hand; its timers run when the clock reaches them, in time order. */
export interface TestClock extends Clock {
  /** Moves time forward by `ms` and runs the timers due by then. */
  advance(ms: number): void
  /** Moves time to `ms` (epoch), forward or back, and runs the timers due by then. */
  set(ms: number): void
  /** The times of the timers still armed, soonest first. */
  pending(): number[]
}

/** setTimeout caps delays at 2^31 - 1 ms (about 24.8 days); a longer wait re-arms on the way. */
const MAX_DELAY = 2 ** 31 - 1

/**
 * The real clock of a running process.
 *
 * @example app.clock.now() // 1767225600000
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  date: () => new Date(),
  at(time, run) {
    let handle: NodeJS.Timeout | undefined
    const arm = () => {
      const delay = time - Date.now()
      handle = setTimeout(delay > MAX_DELAY ? arm : run, Math.max(0, Math.min(delay, MAX_DELAY)))
      handle.unref()
    }
    arm()
    return { cancel: () => clearTimeout(handle) }
  },
}

/**
 * A clock that stands still at `start` (epoch ms; now by default) until the test moves it.
 *
 * @example
 * const clock = testClock(Date.parse('2030-01-01T00:00:00Z'))
 * const t = await startAccountsApp(backend, {}, { clock })
 * clock.advance(15 * 60_000) // the access token has expired
 */
export function testClock(start: number = Date.now()): TestClock {
  let now = start
  let nextId = 0
  const timers = new Map<number, { time: number; run: () => void }>()

  function runDue(): void {
    for (;;) {
      // Soonest first, then in the order armed; a timer armed by a running one is seen too.
      let due: [number, { time: number; run: () => void }] | undefined
      for (const entry of timers)
        if (entry[1].time <= now && (!due || entry[1].time < due[1].time)) due = entry
      if (!due) return
      timers.delete(due[0])
      due[1].run()
    }
  }

  return {
    now: () => now,
    date: () => new Date(now),
    at(time, run) {
      const id = nextId++
      timers.set(id, { time, run })
      // A time already reached runs on the next tick, as the system clock's timer would.
      if (time <= now) queueMicrotask(runDue)
      return { cancel: () => timers.delete(id) }
    },
    advance(ms) {
      now += ms
      runDue()
    },
    set(ms) {
      now = ms
      runDue()
    },
    pending: () => [...timers.values()].map((t) => t.time).sort((a, b) => a - b),
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one clock (see Clock): `systemClock` unless `buildApp`'s caller hands one in. */
    clock: Clock
  }
}

/** The UTC calendar day of a time, as `YYYY-MM-DD` (what `date` columns and day-based rules take). */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10)
