import type { ReplayJob } from '@iqs/protocol'
import { randomUUID } from 'node:crypto'
import type { Clock } from '../../platform/clock.js'
import { appError } from '../../platform/errors.js'
import type { AuditProgress, ReplayAuditReport } from '../replay-audit.js'
import { toReplayReport } from './replay-report-view.js'

/** How many finished jobs are kept for their reports (this process only, newest first). */
const KEEP = 10

/** Runs one audit; the registry hands it its abort signal and progress callback. */
export type AuditRunner = (run: {
  signal: AbortSignal
  onProgress(progress: AuditProgress): void
}) => Promise<ReplayAuditReport>

interface Logger {
  info(object: object, message: string): void
  error(object: object, message: string): void
}

/**
 * The replay-and-compare jobs of this api process: at most one runs at a time, the last few
 * finished ones are kept with their reports.
 *
 * Why one at a time: a replay rebuilds the whole state beside the live one (a scratch space, the
 * engines in memory); two would double that cost for the same answer. Why in memory: a job is a
 * check, not a decision; nothing about it belongs in the log, and a restart simply ends it.
 *
 * @example
 * const jobs = new ReplayJobs(runner, app.clock, app.log)
 * const { id } = jobs.start() // 409 REPLAY_ALREADY_RUNNING while another runs
 * jobs.get(id)?.status // 'running', then 'done' with its report
 */
export class ReplayJobs {
  private readonly jobs: ReplayJob[] = []
  private running: { id: string; controller: AbortController; done: Promise<void> } | undefined

  constructor(
    private readonly runner: AuditRunner,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  /** Starts a job, or refuses with REPLAY_ALREADY_RUNNING (`details.id`: the running one). */
  start(): ReplayJob {
    if (this.running) throw appError('REPLAY_ALREADY_RUNNING', undefined, { id: this.running.id })
    const job: ReplayJob = {
      id: randomUUID(),
      status: 'running',
      phase: 'preparing',
      startedAt: this.clock.date().toISOString(),
      finishedAt: null,
      progress: { events: 0, head: null },
      report: null,
      error: null,
    }
    this.jobs.unshift(job)
    this.jobs.splice(KEEP)
    const controller = new AbortController()
    const done = this.run(job, controller.signal).finally(() => {
      this.running = undefined
    })
    this.running = { id: job.id, controller, done }
    return structuredClone(job)
  }

  /** A copy of the job as it stands, or undefined when this process has no such job (any more). */
  get(id: string): ReplayJob | undefined {
    const job = this.jobs.find((j) => j.id === id)
    return job && structuredClone(job)
  }

  /** The kept jobs, newest first. */
  list(): ReplayJob[] {
    return structuredClone(this.jobs)
  }

  /** Stops the running job between two pages and waits until its scratch space is dropped. */
  async close(): Promise<void> {
    const running = this.running
    if (!running) return
    running.controller.abort(new Error('the server is stopping'))
    await running.done
  }

  private async run(job: ReplayJob, signal: AbortSignal): Promise<void> {
    this.log.info({ replay: job.id }, 'replay and compare started')
    try {
      const report = toReplayReport(
        await this.runner({
          signal,
          onProgress: (progress) => {
            job.phase = progress.phase
            job.progress = { events: progress.events, head: progress.head }
          },
        }),
      )
      Object.assign(job, { status: 'done', phase: 'done', report } satisfies Partial<ReplayJob>)
      this.log.info(
        { replay: job.id, ok: report.ok, events: report.events, seconds: report.seconds },
        'replay and compare finished',
      )
    } catch (error) {
      job.status = 'failed'
      if (signal.aborted) {
        job.error = 'STOPPED'
        this.log.info({ replay: job.id }, 'replay and compare stopped: the server is stopping')
      } else {
        job.error = 'FAILED'
        this.log.error({ replay: job.id, err: error }, 'replay and compare failed')
      }
    } finally {
      job.finishedAt = this.clock.date().toISOString()
    }
  }
}
