import { MEMBER_REPORT_STATES, type MemberReportState } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'

interface StateCountsProps {
  value: MemberReportState | undefined
  /** Each state's count, of the members matching the other filters. */
  counts: Record<MemberReportState, number> | undefined
  onChange: (state: MemberReportState | undefined) => void
}

/**
 * "All", then one button per state with its count: the counts by state of the report, and the
 * state filter in one row. The pressed one is the list shown.
 */
export function StateCounts({ value, counts, onChange }: StateCountsProps) {
  const { t } = useTranslation('network-member-reports')
  const total = counts ? MEMBER_REPORT_STATES.reduce((sum, state) => sum + counts[state], 0) : undefined
  const chip = (state: MemberReportState | undefined, label: string, count: number | undefined) => (
    <button key={state ?? 'all'} type="button" aria-pressed={value === state} onClick={() => onChange(state)}>
      {label}
      {/* "Approved 2" for a screen reader, not "Approved2". */}
      {count !== undefined && ' '}
      {count !== undefined && <span className="member-states__count">{count}</span>}
    </button>
  )
  return (
    <div className="member-states" role="group" aria-label={t('reports.states')}>
      {chip(undefined, t('reports.allStates'), total)}
      {MEMBER_REPORT_STATES.map((state) => chip(state, t(`states.${state}`), counts?.[state]))}
    </div>
  )
}
