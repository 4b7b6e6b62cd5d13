import { CONTACT_LIMITS } from '@iqs/protocol'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { toast, updateToast } from '../../../../components/ui/toast/toast-store.js'
import { currentLanguage } from '../../../../lib/i18n.js'
import { useSendContactMessage } from '../api/send-contact-message.js'

type Field = 'name' | 'email' | 'company' | 'subject' | 'message'
type Errors = Partial<Record<Field, string>>
const EMPTY = { name: '', email: '', company: '', subject: '', message: '' }

/** The contact form: checked here with the api's own limits, stored by the api, acknowledged with a toast. */
export function ContactForm() {
  const { t, i18n } = useTranslation('contact')
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const [sentId, setSentId] = useState<number | null>(null)
  const send = useSendContactMessage()

  function validate(): Errors {
    const found: Errors = {}
    if (!values.name.trim()) found.name = t('form.errors.name')
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) found.email = t('form.errors.email')
    if (!values.subject.trim()) found.subject = t('form.errors.subject')
    const length = values.message.trim().length
    if (length < CONTACT_LIMITS.messageMin || length > CONTACT_LIMITS.messageMax) {
      found.message = t('form.errors.message', {
        min: CONTACT_LIMITS.messageMin,
        max: CONTACT_LIMITS.messageMax,
      })
    }
    return found
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const found = validate()
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const pending = toast.loading(t('form.sending'))
    send.mutate(
      { ...values, language: currentLanguage(i18n.resolvedLanguage) },
      {
        onSuccess: (receipt) => {
          updateToast(pending, 'success', t('form.sent'))
          setSentId(receipt.id)
          setValues(EMPTY)
        },
        onError: () => updateToast(pending, 'error', t('form.failed')),
      },
    )
  }

  const field = (name: Field, input: 'input' | 'textarea', extra: Record<string, unknown> = {}) => {
    const Tag = input
    return (
      <div className="field">
        <label htmlFor={`contact-${name}`}>{t(`form.${name}`)}</label>
        <Tag
          id={`contact-${name}`}
          name={name}
          value={values[name]}
          aria-invalid={!!errors[name]}
          aria-describedby={errors[name] ? `contact-${name}-error` : undefined}
          onChange={(event: { target: { value: string } }) =>
            setValues({ ...values, [name]: event.target.value })
          }
          {...extra}
        />
        {errors[name] && (
          <p className="field__error" id={`contact-${name}-error`}>
            {errors[name]}
          </p>
        )}
      </div>
    )
  }

  return (
    <form className="card contact-form" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('form.title')}</h2>
      {sentId !== null && (
        <p className="contact-form__ack" role="status">
          {t('form.acknowledged', { id: sentId })}
        </p>
      )}
      <div className="contact-form__row">
        {field('name', 'input', { autoComplete: 'name', maxLength: CONTACT_LIMITS.name })}
        {field('email', 'input', { type: 'email', autoComplete: 'email' })}
      </div>
      <div className="contact-form__row">
        {field('company', 'input', { autoComplete: 'organization', maxLength: CONTACT_LIMITS.company })}
        {field('subject', 'input', { maxLength: CONTACT_LIMITS.subject })}
      </div>
      {field('message', 'textarea', { rows: 6, maxLength: CONTACT_LIMITS.messageMax })}
      <button type="submit" className="button button--large" disabled={send.isPending}>
        {t('form.submit')}
      </button>
    </form>
  )
}
