import { zodResolver } from '@hookform/resolvers/zod'
import {
  leadDuplicateDetailsSchema,
  leadRequestSchema,
  LEAD_TIMINGS,
  SECTORS,
  type Lead,
} from '@iqs/protocol'
import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../../lib/api-client.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { ProfileField } from '../../profile/components/profile-field.js'
import { useAddLead } from '../api/add-lead.js'
import { iqstemFieldMessage, SERVER_MESSAGES } from '../utils/field-message.js'
import {
  amountOrNull,
  BLANK_LEAD,
  choiceOrUndefined,
  type LeadFormValues,
} from '../utils/lead-form-values.js'
import { NotApprovedNotice } from './not-approved-notice.js'

type FieldName = keyof LeadFormValues

interface ControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

/**
 * add-leads (issue 17): a client opportunity, checked with the api's own schema, its refusals
 * translated on each field. A client already brought (by anyone: the first keeps it) is refused
 * by the api (409 LEAD_DUPLICATE): the field it names says so. A member not yet approved reads why.
 */
export function LeadForm({ onAdded }: { onAdded: (lead: Lead) => void }) {
  const { t } = useTranslation(['network-iqstem', 'common'])
  const errorText = useErrorText()
  const add = useAddLead()
  const [notApproved, setNotApproved] = useState(false)
  const [formError, setFormError] = useState<string | undefined>()
  const { register, handleSubmit, formState, setError } = useForm<LeadFormValues>({
    resolver: zodResolver(leadRequestSchema),
    defaultValues: BLANK_LEAD,
  })
  const errors = formState.errors

  const send = (fields: LeadFormValues) => {
    setFormError(undefined)
    add.mutate(fields, {
      onSuccess: onAdded,
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'MEMBER_NOT_APPROVED') return setNotApproved(true)
        const duplicate =
          error instanceof ApiError && error.code === 'LEAD_DUPLICATE'
            ? leadDuplicateDetailsSchema.safeParse(error.details)
            : undefined
        if (duplicate?.success) {
          const company = duplicate.data.field === 'company'
          setError(
            duplicate.data.field,
            {
              type: 'server',
              message: company ? SERVER_MESSAGES.duplicateCompany : SERVER_MESSAGES.duplicateContact,
            },
            { shouldFocus: true },
          )
          return
        }
        setFormError(errorText(error, t('form.failed')))
      },
    })
  }

  /** A labelled control with its hint and its error; `fallback`: the error key when zod's own code refused it. */
  const field = (
    name: FieldName,
    label: string,
    control: (props: ControlProps) => ReactNode,
    options: { needed?: boolean; hint?: string; wide?: boolean; fallback?: string } = {},
  ) => {
    const id = `lead-${name}`
    return (
      <div className={options.wide ? 'project-form__wide' : undefined}>
        <ProfileField
          id={id}
          label={options.needed ? `${label} *` : label}
          hint={options.hint}
          error={iqstemFieldMessage(t, errors[name], options.fallback)}
        >
          {(described) => control({ id, 'aria-invalid': !!errors[name], 'aria-describedby': described })}
        </ProfileField>
      </div>
    )
  }
  const input = (name: FieldName, extra: Record<string, string> = {}) => {
    const render = (props: ControlProps) => <input {...props} {...extra} {...register(name)} />
    return render
  }

  if (notApproved) return <NotApprovedNotice />
  const pending = add.isPending
  return (
    <form
      className="project-form"
      noValidate
      aria-label={t('form.title')}
      onSubmit={(event) => void handleSubmit(send)(event)}
    >
      <p className="muted">{t('form.intro')}</p>
      <fieldset className="project-form__group">
        <legend>{t('form.client')}</legend>
        <div className="project-form__grid">
          {field('company', t('form.company'), input('company', { autoComplete: 'organization' }), {
            needed: true,
          })}
          {field(
            'sector',
            t('form.sector'),
            (props) => (
              <select {...props} {...register('sector', { setValueAs: choiceOrUndefined })}>
                <option value="">{t('form.choose')}</option>
                {SECTORS.map((sector) => (
                  <option key={sector} value={sector}>
                    {t(`common:sectors.${sector}`)}
                  </option>
                ))}
              </select>
            ),
            { needed: true, fallback: 'sector' },
          )}
        </div>
      </fieldset>
      <fieldset className="project-form__group">
        <legend>{t('form.contact')}</legend>
        <div className="project-form__grid">
          {field('contact_name', t('form.contactName'), input('contact_name'), { needed: true })}
          {field('contact_role', t('form.contactRole'), input('contact_role'))}
          {field(
            'contact_email',
            t('form.contactEmail'),
            input('contact_email', { type: 'email', inputMode: 'email' }),
            { needed: true, fallback: 'email' },
          )}
          {field('contact_phone', t('form.contactPhone'), input('contact_phone', { type: 'tel' }), {
            hint: t('form.phoneHint'),
            fallback: 'phone',
          })}
        </div>
      </fieldset>
      <fieldset className="project-form__group">
        <legend>{t('form.opportunity')}</legend>
        {field(
          'need',
          t('form.need'),
          (props) => (
            <textarea rows={6} {...props} {...register('need')} />
          ),
          { needed: true, hint: t('form.needHint'), wide: true },
        )}
        <div className="project-form__grid">
          {field(
            'budget',
            t('form.budget'),
            (props) => (
              <input {...props} inputMode="decimal" {...register('budget', { setValueAs: amountOrNull })} />
            ),
            { hint: t('form.budgetHint'), fallback: 'budget' },
          )}
          {field(
            'timing',
            t('form.timing'),
            (props) => (
              <select {...props} {...register('timing', { setValueAs: choiceOrUndefined })}>
                <option value="">{t('form.choose')}</option>
                {LEAD_TIMINGS.map((timing) => (
                  <option key={timing} value={timing}>
                    {t(`timing.${timing}`)}
                  </option>
                ))}
              </select>
            ),
            { needed: true, fallback: 'timing' },
          )}
        </div>
      </fieldset>
      <div className="field">
        <label className="project-form__check">
          <input
            type="checkbox"
            aria-invalid={!!errors.consent}
            aria-describedby={errors.consent ? 'lead-consent-error' : undefined}
            {...register('consent')}
          />
          {t('form.consent')} *
        </label>
        {errors.consent && (
          <p className="field__error" id="lead-consent-error">
            {iqstemFieldMessage(t, errors.consent, 'consent')}
          </p>
        )}
      </div>
      {formError && (
        <p className="field__error" role="alert">
          {formError}
        </p>
      )}
      <div className="project-form__actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('form.sending') : t('form.submit')}
        </button>
      </div>
    </form>
  )
}
