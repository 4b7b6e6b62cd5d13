import { PRACTICES, SECTORS, SENIORITY_LEVELS } from '@iqs/protocol'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { JobCriteria } from '../utils/job-criteria.js'

interface JobFiltersProps {
  criteria: JobCriteria
  /** One change on top of the latest criteria. */
  onChange: (patch: Partial<JobCriteria>) => void
  onReset: () => void
}

type Choice = 'sector' | 'domain' | 'experience' | 'remote'

/**
 * The search box and the filters of the jobs: a choice applies at once, the text (search, city)
 * when the form is sent.
 */
export function JobFilters({ criteria, onChange, onReset }: JobFiltersProps) {
  const { t } = useTranslation(['network-applications', 'common'])
  const [query, setQuery] = useState(criteria.query ?? '')
  const [city, setCity] = useState(criteria.city ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ query: query.trim() || undefined, city: city.trim() || undefined })
  }
  /** A choice's value as the criteria hold it: "All" is none, remote a yes or no. */
  const choose = (key: Choice, value: string) =>
    onChange({ [key]: value === '' ? undefined : key === 'remote' ? value === 'true' : value })
  const select = (key: Choice, options: [string, string][]) => (
    <div className="field">
      <label htmlFor={`jobs-${key}`}>{t(`jobs.filters.${key}`)}</label>
      <select
        id={`jobs-${key}`}
        value={String(criteria[key] ?? '')}
        onChange={(event) => choose(key, event.target.value)}
      >
        <option value="">{t('jobs.filters.all')}</option>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  )
  const hasCriteria = Object.values(criteria).some((value) => value !== undefined && value !== '')
  return (
    <form className="card jobs-filters" role="search" aria-label={t('jobs.filters.label')} onSubmit={submit}>
      <div className="jobs-filters__main">
        <input
          type="search"
          value={query}
          aria-label={t('jobs.filters.query')}
          placeholder={t('jobs.filters.query')}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="button">
          {t('jobs.filters.submit')}
        </button>
      </div>
      <div className="jobs-filters__grid">
        {select(
          'sector',
          SECTORS.map((value) => [value, t(`common:sectors.${value}`)]),
        )}
        {select(
          'domain',
          PRACTICES.map((value) => [value, t(`common:practices.${value}`)]),
        )}
        {select(
          'experience',
          SENIORITY_LEVELS.map((value) => [value, t(`common:seniority.${value}`)]),
        )}
        <div className="field">
          <label htmlFor="jobs-city">{t('jobs.filters.city')}</label>
          <input id="jobs-city" value={city} onChange={(event) => setCity(event.target.value)} />
        </div>
        {select('remote', [
          ['true', t('jobs.filters.remoteOnly')],
          ['false', t('jobs.filters.onSite')],
        ])}
      </div>
      {hasCriteria && (
        <button
          type="button"
          className="button button--ghost jobs-filters__reset"
          onClick={() => {
            setQuery('')
            setCity('')
            onReset()
          }}
        >
          {t('jobs.filters.reset')}
        </button>
      )}
    </form>
  )
}
