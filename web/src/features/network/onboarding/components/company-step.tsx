import { zodResolver } from '@hookform/resolvers/zod'
import { COMPANY_SIZES, companyRequestSchema, SECTORS, type CompanyRequest } from '@iqs/protocol'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSaveCompany } from '../api/save-company.js'
import { countryOptions } from '../utils/country-options.js'
import { useStepSave } from '../utils/use-step-save.js'
import { validationText } from '../utils/validation-text.js'
import type { StepProps } from './step-props.js'
import { SelectField } from './select-field.js'
import { StepActions } from './step-actions.js'
import { TextField } from '../../../../components/ui/text-field.js'

/** /my-account/company (clients): the company, its size and its sector from the site's taxonomy. */
export function CompanyStep({ onboarding, neighbours, required }: StepProps) {
  const { t, i18n } = useTranslation('network-onboarding')
  const save = useSaveCompany()
  const saved = onboarding.company
  const { register, handleSubmit, formState, setError } = useForm<CompanyRequest>({
    resolver: zodResolver(companyRequestSchema),
    // Empty selects until chosen: the schema refuses '' with the field's message.
    defaultValues: (saved ?? {
      company_name: '',
      registration_number: '',
      company_address: '',
      company_country: '',
      company_size: '',
      sector: '',
    }) as CompanyRequest,
  })
  const step = useStepSave(neighbours, setError)
  const error = (field: keyof CompanyRequest) => {
    const message = formState.errors[field]?.message
    // An enum's own refusal ("Invalid option") of an empty choice is the field's "required".
    return message && formState.errors[field]?.type === 'invalid_value'
      ? t('validation.required')
      : validationText(t, message)
  }
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language])
  return (
    <form
      noValidate
      aria-labelledby="company-title"
      onSubmit={(event) =>
        void handleSubmit((values) => save.mutate(values, { onSuccess: step.saved, onError: step.refused }))(
          event,
        )
      }
    >
      <h2 id="company-title">{t('company.title')}</h2>
      <p className="muted">{t('company.intro')}</p>
      <TextField
        id="company-name"
        label={t('company.name')}
        autoComplete="organization"
        maxLength={200}
        registration={register('company_name')}
        error={error('company_name')}
      />
      <TextField
        id="company-registration"
        label={t('company.registration')}
        maxLength={50}
        registration={register('registration_number')}
        error={error('registration_number')}
      />
      <TextField
        id="company-address"
        label={t('company.address')}
        autoComplete="street-address"
        maxLength={300}
        registration={register('company_address')}
        error={error('company_address')}
      />
      <div className="onboarding-grid">
        <SelectField
          id="company-country"
          label={t('company.country')}
          placeholder={t('company.choose')}
          options={countries}
          registration={register('company_country')}
          error={error('company_country')}
        />
        <SelectField
          id="company-size"
          label={t('company.size')}
          placeholder={t('company.choose')}
          options={COMPANY_SIZES.map((range) => ({ value: range, label: t('company.employees', { range }) }))}
          registration={register('company_size')}
          error={error('company_size')}
        />
        <SelectField
          id="company-sector"
          label={t('company.sector')}
          placeholder={t('company.choose')}
          options={SECTORS.map((sector) => ({ value: sector, label: t(`common:sectors.${sector}`) }))}
          registration={register('sector')}
          error={error('sector')}
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
