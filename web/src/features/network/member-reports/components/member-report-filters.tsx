import { zodResolver } from '@hookform/resolvers/zod'
import {
  memberReportFiltersSchema,
  onboardingMessages,
  PRACTICES,
  SECTORS,
  SENIORITY_LEVELS,
  type MemberReportFilters,
  type MemberReportRole,
} from '@iqs/protocol'
import { useId } from 'react'
import { useForm, type FieldError as FormFieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldError } from '../../../../components/ui/field-error.js'
import { hasFilter, type MemberReportCriteria } from '../utils/member-report-criteria.js'

type Values = z.input<typeof memberReportFiltersSchema>
/** What the form sets: every filter but the role (the area's) and the state (the chips'). */
export type FilterPatch = Omit<MemberReportFilters, 'role' | 'state'>

interface MemberReportFiltersProps {
  role: MemberReportRole
  criteria: MemberReportCriteria
  onApply: (patch: FilterPatch) => void
  onReset: () => void
}

/** An empty box or "All" is no filter. */
const optional = (value: unknown) => (value === '' || value === null ? undefined : value)

/**
 * The report's filters (the role's own: clients have no practice or seniority), checked with the
 * api's schema before they go to the address: dates that exist, in order.
 */
export function MemberReportFiltersForm({ role, criteria, onApply, onReset }: MemberReportFiltersProps) {
  const { t } = useTranslation(['network-member-reports', 'common'])
  const id = useId()
  const { register, handleSubmit, formState, reset } = useForm<Values, unknown, MemberReportFilters>({
    resolver: zodResolver(memberReportFiltersSchema),
    defaultValues: {
      role,
      query: criteria.query ?? '',
      sector: criteria.sector,
      practice: criteria.practice,
      seniority: criteria.seniority,
      registered_from: criteria.registered_from,
      registered_to: criteria.registered_to,
    },
  })
  const errors = formState.errors
  const dateError = (error: FormFieldError | undefined) =>
    error
      ? t(
          error.message === onboardingMessages.date
            ? 'reports.filters.dateInvalid'
            : 'reports.filters.datesOrder',
        )
      : null
  const select = (
    key: 'sector' | 'practice' | 'seniority',
    options: readonly (readonly [string, string])[],
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{t(`reports.filters.${key}`)}</label>
      <select id={`${id}-${key}`} {...register(key, { setValueAs: optional })}>
        <option value="">{t('reports.filters.all')}</option>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  )
  const date = (key: 'registered_from' | 'registered_to', label: string) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type="date"
        aria-invalid={errors[key] ? true : undefined}
        {...register(key, { setValueAs: optional })}
      />
      <FieldError message={dateError(errors[key])} />
    </div>
  )
  return (
    <form
      className="card member-filters"
      role="search"
      aria-label={t('reports.filters.label')}
      noValidate
      onSubmit={(event) =>
        void handleSubmit(({ role: _role, state: _state, ...patch }) => onApply(patch))(event)
      }
    >
      <div className="member-filters__grid">
        <div className="field">
          <label htmlFor={`${id}-query`}>{t('reports.filters.query')}</label>
          <input id={`${id}-query`} type="search" maxLength={200} {...register('query')} />
        </div>
        {select(
          'sector',
          SECTORS.map((v) => [v, t(`common:sectors.${v}`)] as const),
        )}
        {hasFilter(role, 'practice') &&
          select(
            'practice',
            PRACTICES.map((v) => [v, t(`common:practices.${v}`)] as const),
          )}
        {hasFilter(role, 'seniority') &&
          select(
            'seniority',
            SENIORITY_LEVELS.map((v) => [v, t(`common:seniority.${v}`)] as const),
          )}
        {date('registered_from', t('reports.filters.registeredFrom'))}
        {date('registered_to', t('reports.filters.registeredTo'))}
      </div>
      <div className="member-filters__actions">
        <button type="submit" className="button">
          {t('reports.filters.apply')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            reset({ role, query: '' })
            onReset()
          }}
        >
          {t('reports.filters.reset')}
        </button>
      </div>
    </form>
  )
}
