import type { Referral } from '@iqs/protocol'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { iqstemPath } from '../utils/iqstem-paths.js'
import { SponsorForm } from './sponsor-form.js'

/**
 * sponsor-consultant (spec §2): the invitation form; once sent, the confirmation, the way to my
 * sponsored consultants, and a fresh form for the next person.
 */
export function SponsorConsultantPage() {
  const { t } = useTranslation('network-iqstem')
  const [sent, setSent] = useState<Referral | null>(null)
  return (
    <section className="project-page" aria-labelledby="sponsor-title">
      <h2 id="sponsor-title">{t('sponsor.title')}</h2>
      <p className="muted">{t('sponsor.intro')}</p>
      {sent ? (
        <div className="card iqstem-confirmation" role="status">
          <p>{t('sponsor.sent', { name: `${sent.first_name} ${sent.last_name}`, email: sent.email })}</p>
          <div className="project-form__actions">
            <Link className="button" to={iqstemPath('my-consultants')}>
              {t('sponsor.toList')}
            </Link>
            <button type="button" className="button button--secondary" onClick={() => setSent(null)}>
              {t('sponsor.another')}
            </button>
          </div>
        </div>
      ) : (
        <SponsorForm onSent={setSent} />
      )}
    </section>
  )
}
