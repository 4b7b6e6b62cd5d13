import type { WhiteListStatus } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../../lib/paths.js'

/** A trader page opened before the white list approved the account: why, and where to go. */
export function NotAuthorized({ status }: { status: WhiteListStatus }) {
  const { t } = useTranslation('iqs-member')
  return (
    <section className="card" aria-labelledby="not-authorized">
      <h2 id="not-authorized">{t('notAuthorized.title')}</h2>
      <p>{t('notAuthorized.text', { status: t(`status.${status}`) })}</p>
      <Link className="button" to={`${paths.myIqsTokens}/register`}>
        {t('notAuthorized.action')}
      </Link>
    </section>
  )
}
