import type { FastifyInstance } from 'fastify'
import type { ClockTimer } from '../../platform/clock.js'

/**
 * Runs `run` every `everyMs` on the app's clock (`clock.at`, re-armed after each run, so a test
 * clock moved ahead runs it too, without real timers), from `onReady` until the app closes; a run
 * under way finishes before the database closes. A failure is logged as `failure`, and it runs again.
 */
export function everyOnClock(
  app: FastifyInstance,
  everyMs: number,
  run: () => Promise<unknown>,
  failure: string,
): void {
  let timer: ClockTimer | undefined
  let running: Promise<unknown> | undefined
  let stopped = false
  const arm = () => {
    if (stopped) return
    timer = app.clock.at(app.clock.now() + everyMs, () => {
      running = run()
        .catch((error: unknown) => app.log.warn({ err: error }, failure))
        .finally(arm)
    })
  }
  app.addHook('onReady', async () => arm())
  app.addHook('preClose', async () => {
    stopped = true
    timer?.cancel()
    await running
  })
}
