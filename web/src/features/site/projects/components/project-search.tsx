import type { ProjectsQuery } from '@iqs/protocol'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useProjectFilters } from '../api/get-project-filters.js'

export type ProjectCriteria = Omit<ProjectsQuery, 'page' | 'page_size'>

interface ProjectSearchProps {
  criteria: ProjectCriteria
  /** One change on top of the latest criteria. */
  onChange: (patch: Partial<ProjectCriteria>) => void
  onReset: () => void
}

/** The board's search box ('Rechercher un projet', 'Chercher') and its filters. */
export function ProjectSearch({ criteria, onChange, onReset }: ProjectSearchProps) {
  const { t } = useTranslation(['projects', 'common'])
  const filters = useProjectFilters()
  const [query, setQuery] = useState(criteria.query ?? '')
  const [title, setTitle] = useState(criteria.title ?? '')

  function submit(event: FormEvent) {
    event.preventDefault()
    onChange({ query: query.trim() || undefined, title: title.trim() || undefined })
  }
  const select = (key: 'sector' | 'domain' | 'city' | 'experience' | 'contact', value: string) =>
    onChange({ [key]: value || undefined })

  const options = filters.data
  const hasFilters = Object.values(criteria).some(Boolean)

  return (
    <form className="card project-search" onSubmit={submit} role="search" aria-label={t('search.label')}>
      <div className="project-search__main">
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
        />
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </div>
      <div className="project-search__filters">
        <Filter
          id="filter-sector"
          label={t('filters.sector')}
          value={criteria.sector ?? ''}
          onChange={(v) => select('sector', v)}
          options={(options?.sectors ?? []).map((v) => [v, t(`common:sectors.${v}`)])}
          all={t('filters.all')}
        />
        <Filter
          id="filter-domain"
          label={t('filters.domain')}
          value={criteria.domain ?? ''}
          onChange={(v) => select('domain', v)}
          options={(options?.domains ?? []).map((v) => [v, t(`common:practices.${v}`)])}
          all={t('filters.all')}
        />
        <Filter
          id="filter-city"
          label={t('filters.city')}
          value={criteria.city ?? ''}
          onChange={(v) => select('city', v)}
          options={(options?.cities ?? []).map((v) => [v, v])}
          all={t('filters.all')}
        />
        <Filter
          id="filter-experience"
          label={t('filters.experience')}
          value={criteria.experience ?? ''}
          onChange={(v) => select('experience', v)}
          options={(options?.experiences ?? []).map((v) => [v, t(`common:seniority.${v}`)])}
          all={t('filters.all')}
        />
        <div className="field">
          <label htmlFor="filter-title">{t('filters.title')}</label>
          <input
            id="filter-title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            placeholder={t('filters.titlePlaceholder')}
          />
        </div>
        <Filter
          id="filter-contact"
          label={t('filters.contact')}
          value={criteria.contact ?? ''}
          onChange={(v) => select('contact', v)}
          options={(options?.contacts ?? []).map((v) => [v, v])}
          all={t('filters.all')}
        />
      </div>
      {hasFilters && (
        <button
          type="button"
          className="button button--ghost project-search__reset"
          onClick={() => {
            setQuery('')
            setTitle('')
            onReset()
          }}
        >
          {t('filters.reset')}
        </button>
      )}
    </form>
  )
}

interface FilterProps {
  id: string
  label: string
  value: string
  all: string
  options: [string, string][]
  onChange: (value: string) => void
}

function Filter({ id, label, value, all, options, onChange }: FilterProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}
