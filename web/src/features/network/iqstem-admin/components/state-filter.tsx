import { useTranslation } from 'react-i18next'
import type { StateKind } from './state-badge.js'

interface StateFilterProps<S extends string> {
  kind: StateKind
  states: readonly S[]
  value: S | undefined
  onChange: (state: S | undefined) => void
  /** Each state's count, when the api gives them; the "All" chip shows their sum. */
  counts?: Partial<Record<S, number>> | undefined
  /** Offer "All" first (a list the api can give unfiltered). */
  withAll?: boolean
}

/** "All", then one button per state (with its count); the pressed one is the list shown. */
export function StateFilter<S extends string>({
  kind,
  states,
  value,
  onChange,
  counts,
  withAll = true,
}: StateFilterProps<S>) {
  const { t } = useTranslation('network-iqstem-admin')
  const total = counts ? states.reduce((sum, state) => sum + (counts[state] ?? 0), 0) : undefined
  const chip = (state: S | undefined, label: string, count: number | undefined) => (
    <button key={state ?? 'all'} type="button" aria-pressed={value === state} onClick={() => onChange(state)}>
      {label}
      {/* "Qualified 2" for a screen reader, not "Qualified2". */}
      {count !== undefined && ' '}
      {count !== undefined && <span className="iqstem-chips__count">{count}</span>}
    </button>
  )
  return (
    <div className="iqstem-chips" role="group" aria-label={t('filter.label')}>
      {withAll && chip(undefined, t('filter.all'), total)}
      {states.map((state) => chip(state, t(`states.${kind}.${state}`), counts?.[state]))}
    </div>
  )
}
