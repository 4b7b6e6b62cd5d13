import { zodResolver } from '@hookform/resolvers/zod'
import {
  PROJECT_STATUSES,
  projectsReportExportQuerySchema,
  SECTORS,
  type ProjectPerson,
  type ProjectsReportQuery,
} from '@iqs/protocol'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldError } from '../../../../components/ui/field-error.js'
import { projectsReportWorkbookUrl } from '../api/get-projects-report.js'

type Values = z.input<typeof projectsReportExportQuerySchema>
type Filters = z.output<typeof projectsReportExportQuerySchema>

/** An empty box or "All" is no filter: the schema then leaves it out. */
const emptyIsNone = { setValueAs: (value: unknown) => (value === '' || value === null ? undefined : value) }

interface ReportFiltersProps {
  /** The filters applied now (the address), and the period the api answered for them. */
  query: ProjectsReportQuery
  period: { from: string; to: string }
  owners: readonly ProjectPerson[]
  onApply: (filters: Filters) => void
  /** Back to the api's defaults: every project of the last 12 months. */
  onClear: () => void
}

/**
 * The report's filters: the period (months), the state, the sector and the owner, checked with the
 * api's own schema before asking it (a first month after the last, or more than 60 months: the
 * period's message, nothing asked). The Excel link exports what is shown, the filters applied.
 */
export function ReportFilters({ query, period, owners, onApply, onClear }: ReportFiltersProps) {
  const { t } = useTranslation('network-projects-admin')
  const id = useId()
  const { register, handleSubmit, formState, reset } = useForm<Values, unknown, Filters>({
    resolver: zodResolver(projectsReportExportQuerySchema),
    defaultValues: {
      from: query.from ?? period.from,
      to: query.to ?? period.to,
      status: query.status,
      sector: query.sector,
      owner_id: query.owner_id === undefined ? undefined : String(query.owner_id),
    },
  })
  const errors = formState.errors
  const periodInvalid = Boolean(errors.from || errors.to)
  return (
    <form
      className="card projects-admin__toolbar"
      aria-label={t('reports.filters')}
      noValidate
      onSubmit={(event) => void handleSubmit(onApply)(event)}
    >
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('reports.from')}</label>
        <input
          id={`${id}-from`}
          type="month"
          aria-invalid={periodInvalid}
          {...register('from', emptyIsNone)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('reports.to')}</label>
        <input id={`${id}-to`} type="month" aria-invalid={periodInvalid} {...register('to', emptyIsNone)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>{t('reports.status')}</label>
        <select id={`${id}-status`} {...register('status', emptyIsNone)}>
          <option value="">{t('reports.all')}</option>
          {PROJECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`network-projects:status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-sector`}>{t('reports.sector')}</label>
        <select id={`${id}-sector`} {...register('sector', emptyIsNone)}>
          <option value="">{t('reports.all')}</option>
          {SECTORS.map((sector) => (
            <option key={sector} value={sector}>
              {t(`common:sectors.${sector}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field projects-admin__grow">
        <label htmlFor={`${id}-owner`}>{t('reports.owner')}</label>
        <select id={`${id}-owner`} {...register('owner_id', emptyIsNone)}>
          <option value="">{t('reports.all')}</option>
          {owners.map((owner) => (
            <option key={owner.user_id} value={String(owner.user_id)}>
              {`${owner.name ?? t('reports.erased')} (${t(`roles.${owner.role}`)})`}
            </option>
          ))}
        </select>
      </div>
      <div className="projects-admin__actions">
        <button type="submit" className="button">
          {t('reports.apply')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            reset()
            onClear()
          }}
        >
          {t('reports.reset')}
        </button>
        <a className="button button--ghost" href={projectsReportWorkbookUrl(query)} download>
          {t('reports.download')}
        </a>
      </div>
      <FieldError message={periodInvalid ? t('reports.invalidPeriod') : null} />
    </form>
  )
}
