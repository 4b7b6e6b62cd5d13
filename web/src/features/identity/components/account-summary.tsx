import type { Me } from '@iqs/protocol'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text.js'
import { useSession } from '../../../lib/use-session.js'

/**
 * Who the account is: name, e-mail and account type, as the api knows them (`GET /api/me`), shown
 * by the account page and the preferences. `children`: the page's own actions under it.
 */
export function AccountSummary({ me, children }: { me: UseQueryResult<Me>; children?: ReactNode }) {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const { user } = useSession()
  const account = me.data?.user
  const name = account ? `${account.first_name} ${account.last_name}`.trim() : ''
  return (
    <section className="card preferences-section" aria-labelledby="account-title">
      <h2 id="account-title">{t('preferences.account')}</h2>
      {me.isPending ? (
        <p className="page-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('common:state.loading')}
        </p>
      ) : me.isError ? (
        <p className="field__error" role="alert">
          {t('preferences.loadFailed', { message: errorText(me.error) })}
        </p>
      ) : (
        <dl className="account-summary">
          <div>
            <dt>{t('preferences.name')}</dt>
            <dd>{name || '—'}</dd>
          </div>
          <div>
            <dt>{t('preferences.email')}</dt>
            <dd>{account?.email ?? user?.userEmail}</dd>
          </div>
          <div>
            <dt>{t('preferences.role')}</dt>
            <dd>{account && t(`preferences.roles.${account.user_type}`)}</dd>
          </div>
        </dl>
      )}
      {children}
    </section>
  )
}
