import {
  AVAILABILITY_FILTERS,
  BUSINESS_FUNCTIONS,
  dayRateSchema,
  PRACTICES,
  PROFILE_LANGUAGES,
  SECTORS,
  SENIORITY_LEVELS,
} from '@iqs/protocol'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldError } from '../../../../components/ui/field-error.js'
import type { ConsultantCriteria } from '../utils/consultant-criteria.js'

interface ConsultantFiltersProps {
  criteria: ConsultantCriteria
  /** One change on top of the latest criteria. */
  onChange: (patch: Partial<ConsultantCriteria>) => void
  onReset: () => void
}

type Choice = 'sector' | 'practice' | 'function' | 'seniority' | 'available'

/**
 * The search box and the criteria: a choice applies at once; the text, the languages and the
 * highest rate when the form is sent.
 */
export function ConsultantFilters({ criteria, onChange, onReset }: ConsultantFiltersProps) {
  const { t } = useTranslation(['network-consultants', 'common', 'network-profile'])
  const [query, setQuery] = useState(criteria.query ?? '')
  const [languages, setLanguages] = useState<string[]>(
    criteria.languages ? criteria.languages.split(',') : [],
  )
  const [maxRate, setMaxRate] = useState(criteria.max_day_rate ?? '')
  const rateValid = maxRate.trim() === '' || dayRateSchema.safeParse(maxRate.trim()).success
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!rateValid) return
    onChange({
      query: query.trim() || undefined,
      languages: languages.length > 0 ? languages.join(',') : undefined,
      max_day_rate: maxRate.trim() || undefined,
    })
  }
  const select = (key: Choice, options: readonly (readonly [string, string])[]) => (
    <div className="field">
      <label htmlFor={`consultants-${key}`}>{t(`filters.${key}`)}</label>
      <select
        id={`consultants-${key}`}
        value={String(criteria[key] ?? '')}
        onChange={(event) => onChange({ [key]: event.target.value || undefined })}
      >
        <option value="">{t('filters.all')}</option>
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
    <form className="card consultant-filters" role="search" aria-label={t('filters.label')} onSubmit={submit}>
      <div className="consultant-filters__main">
        <input
          type="search"
          value={query}
          aria-label={t('filters.query')}
          placeholder={t('filters.query')}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="button">
          {t('filters.submit')}
        </button>
      </div>
      <div className="consultant-filters__grid">
        {select(
          'sector',
          SECTORS.map((v) => [v, t(`common:sectors.${v}`)] as const),
        )}
        {select(
          'practice',
          PRACTICES.map((v) => [v, t(`common:practices.${v}`)] as const),
        )}
        {select(
          'function',
          BUSINESS_FUNCTIONS.map((v) => [v, t(`common:functions.${v}`)] as const),
        )}
        {select(
          'seniority',
          SENIORITY_LEVELS.map((v) => [v, t(`common:seniority.${v}`)] as const),
        )}
        {select(
          'available',
          AVAILABILITY_FILTERS.map((v) => [v, t(`availability.${v}`)] as const),
        )}
        <div className="field">
          <label htmlFor="consultants-rate">{t('filters.maxDayRate')}</label>
          <input
            id="consultants-rate"
            inputMode="decimal"
            value={maxRate}
            aria-invalid={!rateValid}
            aria-describedby={rateValid ? undefined : 'consultants-rate-error'}
            onChange={(event) => setMaxRate(event.target.value)}
          />
          <span id="consultants-rate-error">
            <FieldError message={rateValid ? null : t('filters.maxDayRateInvalid')} />
          </span>
        </div>
        <div className="field consultant-filters__languages">
          <label htmlFor="consultants-languages">{t('filters.languages')}</label>
          <select
            id="consultants-languages"
            multiple
            size={4}
            value={languages}
            aria-describedby="consultants-languages-hint"
            onChange={(event) =>
              setLanguages([...event.target.selectedOptions].map((option) => option.value))
            }
          >
            {PROFILE_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`network-profile:languageNames.${language}`)}
              </option>
            ))}
          </select>
          <p id="consultants-languages-hint" className="field__hint">
            {t('filters.languagesHint')}
          </p>
        </div>
      </div>
      {hasCriteria && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setQuery('')
            setLanguages([])
            setMaxRate('')
            onReset()
          }}
        >
          {t('filters.reset')}
        </button>
      )}
    </form>
  )
}
