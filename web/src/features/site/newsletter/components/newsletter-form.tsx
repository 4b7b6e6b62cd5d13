import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { currentLanguage } from '../../../../lib/i18n.js'
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.js'
import './newsletter-form.css'

/** Same rule as the api's: something@something.tld, at most 254 characters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The footer's newsletter box: checks the address, subscribes it, answers with a toast. */
export function NewsletterForm() {
  const { t, i18n } = useTranslation()
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  const subscribe = useSubscribeNewsletter()

  function submit(event: FormEvent) {
    event.preventDefault()
    const address = email.trim()
    if (!EMAIL.test(address) || address.length > 254) {
      setInvalid(true)
      toast.error(t('newsletter.invalid'))
      return
    }
    setInvalid(false)
    subscribe.mutate(
      { email: address, language: currentLanguage(i18n.resolvedLanguage) },
      {
        onSuccess: (result) => {
          toast.success(t(result.already_subscribed ? 'newsletter.already' : 'newsletter.subscribed'))
          setEmail('')
        },
        onError: () => toast.error(t('newsletter.failed')),
      },
    )
  }

  return (
    <form className="newsletter-form" onSubmit={submit} noValidate>
      <label htmlFor="newsletter-email" className="newsletter-form__label">
        {t('newsletter.label')}
      </label>
      <p className="newsletter-form__hint">{t('newsletter.hint')}</p>
      <div className="newsletter-form__row">
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={invalid}
          placeholder={t('newsletter.placeholder')}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button button--gold" disabled={subscribe.isPending}>
          {t('newsletter.submit')}
        </button>
      </div>
    </form>
  )
}
