import { zodResolver } from '@hookform/resolvers/zod'
import {
  BUSINESS_FUNCTIONS,
  expertiseRequestSchema,
  PRACTICES,
  SECTORS,
  SENIORITY_LEVELS,
  type ExpertiseRequest,
} from '@iqs/protocol'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSaveExpertise } from '../api/save-expertise.js'
import { useStepSave } from '../utils/use-step-save.js'
import { validationText } from '../utils/validation-text.js'
import { CheckboxGroup } from './checkbox-group.js'
import { SelectField } from './select-field.js'
import { StepActions } from './step-actions.js'
import type { StepProps } from './step-props.js'
import { TextField } from '../../../../components/ui/text-field.js'

const DAYS = [1, 2, 3, 4, 5] as const

/**
 * /my-account/expertise (consultants, executive partners): sectors, practices and functions of the
 * site's taxonomy, a seniority of spec §3, a day rate in euros, and availability (from a date, so
 * many days a week).
 */
export function ExpertiseStep({ onboarding, neighbours, required }: StepProps) {
  const { t } = useTranslation('network-onboarding')
  const save = useSaveExpertise()
  const saved = onboarding.expertise
  const { register, handleSubmit, formState, setError } = useForm<ExpertiseRequest>({
    resolver: zodResolver(expertiseRequestSchema),
    defaultValues: saved
      ? { ...saved, days_per_week: String(saved.days_per_week) }
      : ({
          sectors: [],
          practices: [],
          functions: [],
          seniority: '',
          day_rate: '',
          available_from: '',
          days_per_week: '',
        } as unknown as ExpertiseRequest),
  })
  const step = useStepSave(neighbours, setError)
  const error = (field: keyof ExpertiseRequest) => {
    const problem = formState.errors[field]
    if (!problem?.message) return undefined
    // An empty choice refused by an enum is the field's "required"; an empty list, "choose one".
    if (problem.type === 'invalid_value') return t('validation.required')
    if (problem.type === 'invalid_type' && field === 'days_per_week') return t('validation.daysPerWeek')
    return validationText(t, problem.message)
  }
  const choices = (group: 'sectors' | 'practices' | 'functions', values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`common:${group}.${value}`) }))
  return (
    <form
      noValidate
      aria-labelledby="expertise-title"
      onSubmit={(event) =>
        void handleSubmit((values) => save.mutate(values, { onSuccess: step.saved, onError: step.refused }))(
          event,
        )
      }
    >
      <h2 id="expertise-title">{t('expertise.title')}</h2>
      <p className="muted">{t('expertise.intro')}</p>
      <CheckboxGroup
        id="expertise-sectors"
        legend={t('expertise.sectors')}
        options={choices('sectors', SECTORS)}
        registration={register('sectors')}
        error={error('sectors')}
      />
      <CheckboxGroup
        id="expertise-practices"
        legend={t('expertise.practices')}
        options={choices('practices', PRACTICES)}
        registration={register('practices')}
        error={error('practices')}
      />
      <CheckboxGroup
        id="expertise-functions"
        legend={t('expertise.functions')}
        options={choices('functions', BUSINESS_FUNCTIONS)}
        registration={register('functions')}
        error={error('functions')}
      />
      <div className="onboarding-grid onboarding-grid--pairs">
        <SelectField
          id="expertise-seniority"
          label={t('expertise.seniority')}
          placeholder={t('expertise.choose')}
          options={SENIORITY_LEVELS.map((level) => ({ value: level, label: t(`common:seniority.${level}`) }))}
          registration={register('seniority')}
          error={error('seniority')}
        />
        <TextField
          id="expertise-day-rate"
          label={t('expertise.dayRate')}
          inputMode="decimal"
          maxLength={9}
          hint={t('expertise.dayRateHint')}
          registration={register('day_rate')}
          error={error('day_rate')}
        />
        <TextField
          id="expertise-available-from"
          label={t('expertise.availableFrom')}
          type="date"
          registration={register('available_from')}
          error={error('available_from')}
        />
        <SelectField
          id="expertise-days"
          label={t('expertise.daysPerWeek')}
          placeholder={t('expertise.choose')}
          options={DAYS.map((count) => ({ value: String(count), label: t('expertise.days', { count }) }))}
          registration={register('days_per_week')}
          error={error('days_per_week')}
        />
      </div>
      <StepActions
        neighbours={neighbours}
        required={required}
        pending={save.isPending}
        onIntent={step.setIntent}
      />
    </form>
  )
}
