import { zodResolver } from '@hookform/resolvers/zod'
import {
  PRACTICES,
  projectRequestSchema,
  SECTORS,
  SENIORITY_LEVELS,
  type MyProject,
  type ProjectFields,
  type ProjectPublishField,
} from '@iqs/protocol'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useForm, type FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { ProfileField } from '../../profile/components/profile-field.js'
import { useProjectTransition } from '../api/project-transition.js'
import { useSaveProject } from '../api/save-project.js'
import { MISSING_TO_PUBLISH, projectFieldMessage } from '../utils/field-message.js'
import { incompleteFields } from '../utils/incomplete-fields.js'
import {
  BLANK_PROJECT,
  choiceOrNull,
  feeOrNull,
  formFieldOf,
  numberOrNull,
  projectFormValues,
  type ProjectFormValues,
} from '../utils/project-form-values.js'
import { MissingFieldsAlert } from './missing-fields-alert.js'
import { ProjectKpisField } from './project-kpis-field.js'

type TextFieldName = Exclude<keyof ProjectFormValues, 'remote' | 'kpis'>

interface ProjectFormProps {
  /** The project to edit; none for a new one. */
  project?: MyProject
  /** Fields a publish attempt found missing before the form opened (the list's "Publish"). */
  initialMissing?: readonly ProjectPublishField[]
  /** Saved (and published, when asked). */
  onDone: (project: MyProject) => void
  /** A new project was saved as a draft but could not be published: its page takes over. */
  onCreatedIncomplete?: (project: MyProject, missing: ProjectPublishField[]) => void
  onCancel?: () => void
}

/**
 * The project's form (spec §1, §3): every field of the request schema, checked with the schema
 * itself, its messages translated on the field. A draft is saved as it is, or saved then
 * published; a published project is saved and stays published. When the api finds fields
 * missing to publish (422 PROJECT_INCOMPLETE), they are listed by their labels and marked.
 */
export function ProjectForm({
  project,
  initialMissing,
  onDone,
  onCreatedIncomplete,
  onCancel,
}: ProjectFormProps) {
  const { t } = useTranslation(['network-projects', 'common'])
  const errorText = useErrorText()
  const save = useSaveProject()
  const transition = useProjectTransition()
  const [id, setId] = useState(project?.id)
  const [missing, setMissing] = useState<readonly ProjectPublishField[]>(initialMissing ?? [])
  const alertRef = useRef<HTMLDivElement>(null)
  const { register, handleSubmit, formState, control, setError } = useForm<
    ProjectFormValues,
    unknown,
    ProjectFields
  >({
    resolver: zodResolver(projectRequestSchema),
    defaultValues: project ? projectFormValues(project) : BLANK_PROJECT,
  })
  const errors = formState.errors
  const published = project?.status === 'published'
  const pending = save.isPending || transition.isPending

  /** Marks each field publishing needs, under its control (the list above names them all). */
  const markFields = (fields: readonly ProjectPublishField[]) => {
    for (const field of fields) setError(formFieldOf(field), { type: 'manual', message: MISSING_TO_PUBLISH })
  }
  useEffect(() => {
    if (!initialMissing?.length) return
    markFields(initialMissing)
    alertRef.current?.focus()
    // Once, when the form opens with a refused publish (the list's, or the new project's).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const fail = (error: unknown) => {
    const fields = incompleteFields(error)
    if (fields) {
      setMissing(fields)
      markFields(fields)
      // The alert is drawn on the next render; then the reader is taken to it.
      setTimeout(() => alertRef.current?.focus())
    }
    toast.error(errorText(error, t('form.saveFailed')))
    return fields
  }

  const submit = (intent: 'save' | 'publish') => async (fields: ProjectFields) => {
    setMissing([])
    let saved: MyProject
    try {
      saved = await save.mutateAsync({ id, fields })
    } catch (error) {
      fail(error)
      return
    }
    const created = id === undefined
    setId(saved.id)
    if (intent === 'publish') {
      try {
        saved = await transition.mutateAsync({ id: saved.id, transition: 'publish' })
      } catch (error) {
        const refused = fail(error)
        if (created && refused) onCreatedIncomplete?.(saved, refused)
        return
      }
      toast.success(t('actions.published'))
    } else toast.success(t('form.saved'))
    onDone(saved)
  }

  const message = (error: FieldError | undefined) => projectFieldMessage(t, error)
  /** A field whose control is an input, a select or a textarea registered under its name. */
  const field = (
    name: TextFieldName,
    label: string,
    renderControl: (props: {
      id: string
      'aria-invalid': boolean
      'aria-describedby': string | undefined
    }) => ReactNode,
    options: { needed?: boolean; hint?: string; wide?: boolean } = {},
  ) => {
    const fieldId = `project-${name}`
    return (
      <div className={options.wide ? 'project-form__wide' : undefined}>
        <ProfileField
          id={fieldId}
          label={options.needed ? `${label} *` : label}
          hint={options.hint}
          error={message(errors[name])}
        >
          {(described) =>
            renderControl({ id: fieldId, 'aria-invalid': !!errors[name], 'aria-describedby': described })
          }
        </ProfileField>
      </div>
    )
  }
  type ControlProps = Parameters<Parameters<typeof field>[2]>[0]
  /** The controls of the form, by kind: each registers its field with the value the schema expects. */
  const textInput = (name: TextFieldName) => (props: ControlProps) => <input {...props} {...register(name)} />
  const feeInput = (name: 'base_fee' | 'success_fee') => (props: ControlProps) => (
    <input {...props} inputMode="decimal" {...register(name, { setValueAs: feeOrNull })} />
  )
  const wholeNumberInput =
    (name: 'duration_days' | 'bonus_percent' | 'malus_percent', min: number, max: number) =>
    (props: ControlProps) => (
      <input
        {...props}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        {...register(name, { setValueAs: numberOrNull })}
      />
    )
  const choiceSelect =
    (
      name: 'sector' | 'domain' | 'experience',
      values: readonly string[],
      labelOf: (value: string) => string,
    ) =>
    (props: ControlProps) => (
      <select {...props} {...register(name, { setValueAs: choiceOrNull })}>
        <option value="">{t('form.choose')}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {labelOf(value)}
          </option>
        ))}
      </select>
    )
  const needed = { needed: true }

  return (
    <form
      className="project-form"
      noValidate
      aria-label={t(project ? 'form.editTitle' : 'form.newTitle')}
      onSubmit={(event) => void handleSubmit(submit('save'))(event)}
    >
      <p className="muted">{t('form.intro')}</p>
      <MissingFieldsAlert ref={alertRef} missing={missing} />
      <div className="project-form__grid">
        {field('title', t('form.title'), textInput('title'), { needed: true, wide: true })}
        {field(
          'sector',
          t('form.sector'),
          choiceSelect('sector', SECTORS, (v) => t(`common:sectors.${v}`)),
          needed,
        )}
        {field(
          'domain',
          t('form.domain'),
          choiceSelect('domain', PRACTICES, (v) => t(`common:practices.${v}`)),
          needed,
        )}
        {field(
          'experience',
          t('form.experience'),
          choiceSelect('experience', SENIORITY_LEVELS, (v) => t(`common:seniority.${v}`)),
          needed,
        )}
        {field('duration_days', t('form.duration'), wholeNumberInput('duration_days', 1, 3650), needed)}
      </div>

      <fieldset className="project-form__group">
        <legend>{t('form.where')}</legend>
        <div className="project-form__grid project-form__grid--where">
          {field('city', t('form.city'), textInput('city'), needed)}
          <label className="project-form__check">
            <input type="checkbox" {...register('remote')} />
            {t('form.remote')}
          </label>
        </div>
      </fieldset>

      {field(
        'description',
        t('form.description'),
        (props) => (
          <textarea rows={8} {...props} {...register('description')} />
        ),
        { needed: true, hint: t('form.descriptionHint'), wide: true },
      )}

      <fieldset className="project-form__group">
        <legend>{t('form.fees')}</legend>
        <p className="field__hint">{t('form.feesIntro')}</p>
        <div className="project-form__grid project-form__grid--fees">
          {field('base_fee', t('form.baseFee'), feeInput('base_fee'), {
            needed: true,
            hint: t('form.feeHint'),
          })}
          {field('success_fee', t('form.successFee'), feeInput('success_fee'), { hint: t('form.feeHint') })}
          {field('bonus_percent', t('form.bonus'), wholeNumberInput('bonus_percent', 0, 100))}
          {field('malus_percent', t('form.malus'), wholeNumberInput('malus_percent', 0, 100))}
        </div>
        <ProjectKpisField control={control} register={register} errors={errors} />
      </fieldset>

      {field('contact', t('form.contact'), textInput('contact'), {
        needed: true,
        hint: t('form.contactHint'),
        wide: true,
      })}

      <div className="project-form__actions">
        {published ? (
          <button type="submit" className="button" disabled={pending}>
            {pending ? t('form.saving') : t('form.save')}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="button"
              disabled={pending}
              onClick={(event) => void handleSubmit(submit('publish'))(event)}
            >
              {t('form.publish')}
            </button>
            <button type="submit" className="button button--secondary" disabled={pending}>
              {pending ? t('form.saving') : t('form.saveDraft')}
            </button>
          </>
        )}
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        )}
      </div>
    </form>
  )
}
