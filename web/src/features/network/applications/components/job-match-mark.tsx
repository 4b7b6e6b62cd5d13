import type { Job } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { matchedParts } from '../utils/job-match.js'

/** "Matches your profile: sector, practice", when the job matches any part of my expertise. */
export function JobMatchMark({ job }: { job: Pick<Job, 'match'> }) {
  const { t } = useTranslation('network-applications')
  const parts = matchedParts(job)
  if (parts.length === 0) return null
  return (
    <span className="job-match">
      {t('jobs.match', { parts: parts.map((part) => t(`jobs.matchParts.${part}`)).join(', ') })}
    </span>
  )
}
