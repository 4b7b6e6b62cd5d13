import type { ReplayJob } from '@iqs/protocol'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api-client.js'
import { useErrorText } from '../../../lib/error-text.js'
import { useReplay, useReplays, useStartReplay } from '../api/replays.js'
import { ReplayReportTables } from './replay-report.js'

/** The running job's id from a 409 REPLAY_ALREADY_RUNNING, to follow it instead of starting another. */
function runningId(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'REPLAY_ALREADY_RUNNING') return null
  const id = (error.details as { id?: unknown } | undefined)?.id
  return typeof id === 'string' ? id : null
}

/**
 * "Replay and compare": the api rebuilds each market's engine from the first event and every read
 * model in a scratch space, as `npm run replay` does, and compares them with the live state. The
 * tab starts a job (or follows the one already running, or shows the last report), shows its
 * progress, then the verdict and hashes per market and per projection.
 */
export function ReplayCompare() {
  const { t } = useTranslation('audit')
  const errorText = useErrorText()
  const [chosen, setChosen] = useState<string | null>(null)
  const kept = useReplays()
  const id = chosen ?? kept.data?.[0]?.id ?? null
  const job = useReplay(id)
  const start = useStartReplay()
  // Busy from the click until the job is over (its first answer included).
  const running = job.data?.status === 'running' || (id !== null && job.isPending)

  function run() {
    start.mutate(undefined, {
      onSuccess: (started) => setChosen(started.id),
      onError: (error) => {
        const other = runningId(error)
        if (other) setChosen(other)
      },
    })
  }

  return (
    <section className="card audit-section" aria-labelledby="replay-title">
      <h3 id="replay-title">{t('replay.title')}</h3>
      <p className="muted">{t('replay.hint')}</p>
      <div className="replay-actions">
        <button type="button" className="button" onClick={run} disabled={running || start.isPending}>
          {t('replay.run')}
        </button>
        {start.isError && !runningId(start.error) && (
          <p role="alert" className="field__error">
            {errorText(start.error, t('replay.startFailed'))}
          </p>
        )}
      </div>
      {job.isError && (
        <p role="alert" className="field__error">
          {errorText(job.error, t('replay.loadFailed'))}
        </p>
      )}
      {job.data && <ReplayState job={job.data} />}
    </section>
  )
}

function ReplayState({ job }: { job: ReplayJob }) {
  const { t, i18n } = useTranslation('audit')
  const started = new Intl.DateTimeFormat(i18n.language.startsWith('fr') ? 'fr-FR' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date(job.startedAt))
  if (job.status === 'running') {
    const { events, head } = job.progress
    return (
      <div className="replay-progress" role="status">
        <p>{t(`replay.phases.${job.phase}`, { events, head: head ?? '…', started })}</p>
        {head !== null && head > 0 && (
          <progress max={head} value={Math.min(events, head)} aria-label={t('replay.progress')} />
        )}
      </div>
    )
  }
  if (job.status === 'failed' || !job.report) {
    return (
      <p role="alert" className="field__error">
        {t(job.error === 'STOPPED' ? 'replay.stopped' : 'replay.failed', { started })}
      </p>
    )
  }
  const { report } = job
  return (
    <>
      <p className={`replay-summary ${report.ok ? 'is-ok' : 'is-bad'}`} role="status">
        {t(report.ok ? 'replay.ok' : 'replay.notOk', {
          events: report.events,
          position: report.position,
          seconds: report.seconds.toFixed(2),
          started,
        })}
      </p>
      <ReplayReportTables report={report} />
    </>
  )
}
