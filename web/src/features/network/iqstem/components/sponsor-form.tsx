import { zodResolver } from '@hookform/resolvers/zod'
import { referralRequestSchema, type Referral, type ReferralRequest } from '@iqs/protocol'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../../components/ui/text-field.js'
import { ApiError } from '../../../../lib/api-client.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { ProfileField } from '../../profile/components/profile-field.js'
import { useSponsorConsultant } from '../api/sponsor-consultant.js'
import { iqstemFieldMessage } from '../utils/field-message.js'
import { NotApprovedNotice } from './not-approved-notice.js'

/** Refusals about the person invited: said under their e-mail, where the member can change it. */
const EMAIL_CODES = new Set(['REFERRAL_DUPLICATE', 'REFERRAL_ALREADY_MEMBER'])

const BLANK: ReferralRequest = { email: '', first_name: '', last_name: '', message: '' }

/**
 * sponsor-consultant (spec §2): the consultant's e-mail and name and a message; the api mails them
 * an invitation to register with me as their sponsor. A person already invited by anyone, or
 * already a member, is refused (409): the e-mail's field says which.
 */
export function SponsorForm({ onSent }: { onSent: (referral: Referral) => void }) {
  const { t } = useTranslation('network-iqstem')
  const errorText = useErrorText()
  const sponsor = useSponsorConsultant()
  const [notApproved, setNotApproved] = useState(false)
  const [formError, setFormError] = useState<string | undefined>()
  const { register, handleSubmit, formState, setError } = useForm<ReferralRequest>({
    resolver: zodResolver(referralRequestSchema),
    defaultValues: BLANK,
  })
  const errors = formState.errors
  // A refusal from the api is already words (errors namespace); a schema's is a key of ours.
  const [emailRefusal, setEmailRefusal] = useState<string | undefined>()

  const send = (fields: ReferralRequest) => {
    setFormError(undefined)
    setEmailRefusal(undefined)
    sponsor.mutate(fields, {
      onSuccess: onSent,
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'MEMBER_NOT_APPROVED') return setNotApproved(true)
        if (error instanceof ApiError && EMAIL_CODES.has(error.code)) {
          setEmailRefusal(errorText(error))
          setError('email', { type: 'server' }, { shouldFocus: true })
          return
        }
        setFormError(errorText(error, t('sponsor.failed')))
      },
    })
  }

  if (notApproved) return <NotApprovedNotice />
  const pending = sponsor.isPending
  return (
    <form
      className="project-form"
      noValidate
      aria-label={t('sponsor.title')}
      onSubmit={(event) => void handleSubmit(send)(event)}
    >
      <div className="project-form__grid">
        <TextField
          id="sponsor-first-name"
          label={`${t('sponsor.firstName')} *`}
          autoComplete="off"
          registration={register('first_name')}
          error={iqstemFieldMessage(t, errors.first_name)}
        />
        <TextField
          id="sponsor-last-name"
          label={`${t('sponsor.lastName')} *`}
          autoComplete="off"
          registration={register('last_name')}
          error={iqstemFieldMessage(t, errors.last_name)}
        />
        <div className="project-form__wide">
          <TextField
            id="sponsor-email"
            label={`${t('sponsor.email')} *`}
            type="email"
            inputMode="email"
            autoComplete="off"
            registration={register('email', { onChange: () => setEmailRefusal(undefined) })}
            error={emailRefusal ?? iqstemFieldMessage(t, errors.email, 'email')}
          />
        </div>
      </div>
      <ProfileField
        id="sponsor-message"
        label={t('sponsor.message')}
        hint={t('sponsor.messageHint')}
        error={iqstemFieldMessage(t, errors.message)}
      >
        {(described) => (
          <textarea
            id="sponsor-message"
            rows={5}
            aria-invalid={!!errors.message}
            aria-describedby={described}
            {...register('message')}
          />
        )}
      </ProfileField>
      {formError && (
        <p className="field__error" role="alert">
          {formError}
        </p>
      )}
      <div className="project-form__actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('sponsor.sending') : t('sponsor.submit')}
        </button>
      </div>
    </form>
  )
}
