import { zodResolver } from '@hookform/resolvers/zod'
import { mobileNumberRequestSchema, type MobileNumberRequest } from '@iqs/protocol'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSaveMobileNumber } from '../api/save-mobile-number.js'
import { useStepSave } from '../utils/use-step-save.js'
import { validationText } from '../utils/validation-text.js'
import { StepActions } from './step-actions.js'
import type { StepProps } from './step-props.js'
import { TextField } from '../../../../components/ui/text-field.js'

/** /my-account/mobile-number: a phone with its country code, checked as the api checks it. */
export function MobileNumberStep({ onboarding, neighbours, required }: StepProps) {
  const { t } = useTranslation('network-onboarding')
  const save = useSaveMobileNumber()
  const { register, handleSubmit, formState, setError } = useForm<MobileNumberRequest>({
    resolver: zodResolver(mobileNumberRequestSchema),
    defaultValues: { phone: onboarding.phone ?? '' },
  })
  const step = useStepSave(neighbours, setError)
  return (
    <form
      noValidate
      aria-labelledby="mobile-title"
      onSubmit={(event) =>
        void handleSubmit((values) => save.mutate(values, { onSuccess: step.saved, onError: step.refused }))(
          event,
        )
      }
    >
      <h2 id="mobile-title">{t('mobile.title')}</h2>
      <p className="muted">{t('mobile.intro')}</p>
      <TextField
        id="onboarding-phone"
        label={t('mobile.label')}
        type="tel"
        autoComplete="tel"
        maxLength={40}
        hint={t('mobile.hint')}
        registration={register('phone')}
        error={validationText(t, formState.errors.phone?.message)}
      />
      <StepActions
        neighbours={neighbours}
        required={required}
        pending={save.isPending}
        onIntent={step.setIntent}
      />
    </form>
  )
}
