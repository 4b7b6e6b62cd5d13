import fp from 'fastify-plugin'
import { everyOnClock } from './every-on-clock.js'
import type { Process } from './process.js'
import { sweepDueTransitions, type SweepReport } from './sweeper.js'

/** How often the time-based transitions are looked for: their deadlines count in days. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000

declare module 'fastify' {
  interface FastifyInstance {
    /** The network's state machines: each part registers its process; the sweeper takes their deadlines. */
    workflow: {
      register(process: Process): void
      /** Takes every time-based transition due now (on `app.clock`); tests call it directly. */
      sweep(): Promise<SweepReport>
    }
  }
}

/**
 * Runs the sweeper every hour on the app's clock (`clock.at`, re-armed after each run, so a test
 * clock moved by days runs it too, without real timers). Every api process sweeps; the state guard
 * of each transition makes that safe.
 */
export const networkWorkflowPlugin = fp(
  async (app) => {
    const processes: Process[] = []
    const sweep = () => sweepDueTransitions(app.db, processes, app.clock.date())
    app.decorate('workflow', { register: (process: Process) => void processes.push(process), sweep })

    everyOnClock(app, SWEEP_EVERY_MS, sweep, 'network workflow sweep failed')
  },
  { name: 'network-workflow' },
)
