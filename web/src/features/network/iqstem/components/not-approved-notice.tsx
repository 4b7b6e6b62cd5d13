import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../../lib/paths.js'

/**
 * Why I may not bring leads or sponsor yet (403 MEMBER_NOT_APPROVED): our team approves each
 * member first; my account page lists what is left of my onboarding.
 */
export function NotApprovedNotice() {
  const { t } = useTranslation('network-iqstem')
  return (
    <section className="card iqstem-refusal" role="alert">
      <h3>{t('notApproved.title')}</h3>
      <p>{t('notApproved.text')}</p>
      <Link className="button" to={paths.myAccount}>
        {t('notApproved.link')}
      </Link>
    </section>
  )
}
