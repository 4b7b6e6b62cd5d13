import { zodResolver } from '@hookform/resolvers/zod'
import { completeContractRequestSchema, type CompleteContractRequest, type ContractKpi } from '@iqs/protocol'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.js'
import { FieldError } from '../../../../components/ui/field-error.js'

interface CompleteDialogProps {
  kpis: ContractKpi[]
  onConfirm: (body: CompleteContractRequest) => void
  onCancel: () => void
}

/** The form's values: the percent as typed, a number for the schema once read. */
const formSchema = completeContractRequestSchema

/**
 * The owner's completion: each KPI's measured value and achievement (0-300 %), checked with the
 * api's own schema before it goes; the success fee follows on the api.
 */
export function CompleteDialog({ kpis, onConfirm, onCancel }: CompleteDialogProps) {
  const { t } = useTranslation('network-contracts')
  const formId = useId()
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof formSchema>,
    unknown,
    z.output<typeof formSchema>
  >({
    resolver: zodResolver(formSchema),
    defaultValues: { kpi_results: kpis.map(() => ({ measured: '', achievement_percent: 100 })) },
  })
  const errors = formState.errors.kpi_results
  return (
    <ConfirmDialog
      title={t('complete.title')}
      text={t('complete.text')}
      confirmLabel={t('complete.confirm')}
      cancelLabel={t('cancel')}
      onConfirm={() => void handleSubmit((body) => onConfirm(body))()}
      onCancel={onCancel}
    >
      <form className="contract-kpi-form" noValidate onSubmit={(event) => event.preventDefault()}>
        {kpis.length === 0 && <p className="muted">{t('kpis.none')}</p>}
        {kpis.map((kpi, index) => (
          <fieldset key={index}>
            <legend>{t('complete.kpi', { name: kpi.name, target: kpi.target })}</legend>
            <div className="field">
              <label htmlFor={`${formId}-m-${index}`}>{t('kpis.measured')}</label>
              <input
                id={`${formId}-m-${index}`}
                maxLength={200}
                aria-invalid={errors?.[index]?.measured ? true : undefined}
                {...register(`kpi_results.${index}.measured`)}
              />
              <FieldError message={errors?.[index]?.measured && t('invalid.measured')} />
            </div>
            <div className="field">
              <label htmlFor={`${formId}-a-${index}`}>{t('kpis.achievementInput')}</label>
              <input
                id={`${formId}-a-${index}`}
                type="number"
                min={0}
                max={300}
                step={1}
                inputMode="numeric"
                aria-invalid={errors?.[index]?.achievement_percent ? true : undefined}
                {...register(`kpi_results.${index}.achievement_percent`, { valueAsNumber: true })}
              />
              <FieldError message={errors?.[index]?.achievement_percent && t('invalid.achievement')} />
            </div>
          </fieldset>
        ))}
      </form>
    </ConfirmDialog>
  )
}
