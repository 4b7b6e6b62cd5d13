import { MAX_PROJECT_KPIS } from '@iqs/protocol'
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ProfileField } from '../../profile/components/profile-field.js'
import { projectFieldMessage } from '../utils/field-message.js'
import type { ProjectFormValues } from '../utils/project-form-values.js'

interface ProjectKpisFieldProps {
  control: Control<ProjectFormValues>
  register: UseFormRegister<ProjectFormValues>
  errors: FieldErrors<ProjectFormValues>
}

/** The two boxes of a KPI's row: what is measured, and the target to reach. */
const KPI_PARTS = [
  { part: 'name', labelKey: 'form.kpiName' },
  { part: 'target', labelKey: 'form.kpiTarget' },
] as const

/** The KPIs the success fee is tied to: rows of a name and a target, added and removed, at most 10. */
export function ProjectKpisField({ control, register, errors }: ProjectKpisFieldProps) {
  const { t } = useTranslation('network-projects')
  const { fields, append, remove } = useFieldArray({ control, name: 'kpis' })
  // A refusal of the whole list (too many, or "needed to publish"): on the list, or its root.
  const listError = projectFieldMessage(
    t,
    errors.kpis?.root ?? (errors.kpis?.message ? errors.kpis : undefined),
  )
  return (
    <fieldset className="project-kpis" aria-describedby="project-kpis-hint">
      <legend>{t('form.kpis')}</legend>
      <p className="field__hint" id="project-kpis-hint">
        {t('form.kpisHint', { max: MAX_PROJECT_KPIS })}
      </p>
      {fields.length === 0 && <p className="muted">{t('form.noKpi')}</p>}
      <ol className="project-kpis__rows">
        {fields.map((field, index) => {
          const number = index + 1
          const rowErrors = errors.kpis?.[index]
          return (
            <li key={field.id} className="project-kpis__row">
              {KPI_PARTS.map(({ part, labelKey }) => {
                const id = `project-kpi-${index}-${part}`
                return (
                  <ProfileField
                    key={part}
                    id={id}
                    label={t(labelKey, { index: number })}
                    error={projectFieldMessage(t, rowErrors?.[part])}
                  >
                    {(described) => (
                      <input
                        id={id}
                        aria-invalid={!!rowErrors?.[part]}
                        aria-describedby={described}
                        {...register(`kpis.${index}.${part}`)}
                      />
                    )}
                  </ProfileField>
                )
              })}
              <button
                type="button"
                className="button button--ghost project-kpis__remove"
                onClick={() => remove(index)}
              >
                {t('form.removeKpi', { index: number })}
              </button>
            </li>
          )
        })}
      </ol>
      {listError && (
        <p className="field__error" role="alert">
          {listError}
        </p>
      )}
      <button
        type="button"
        className="button button--secondary"
        disabled={fields.length >= MAX_PROJECT_KPIS}
        onClick={() => append({ name: '', target: '' })}
      >
        {t('form.addKpi')}
      </button>
    </fieldset>
  )
}
