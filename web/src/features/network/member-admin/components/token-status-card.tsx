import { formatQuantity, type MemberTokenStatus } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../../lib/format.js'
import { FactsList } from './facts-list.js'

/** Where the member stands with the IQS token: their white-list application and the tokens they hold. */
export function TokenStatusCard({ tokens }: { tokens: MemberTokenStatus }) {
  const { t, i18n } = useTranslation('network-member-admin')
  return (
    <section className="card" aria-labelledby="member-tokens-title">
      <h3 id="member-tokens-title">{t('tokens.title')}</h3>
      <FactsList
        rows={[
          [
            t('tokens.whiteList'),
            tokens.white_list_status ? t(`tokens.statuses.${tokens.white_list_status}`) : t('tokens.never'),
          ],
          [
            t('tokens.kycSubmitted'),
            tokens.kyc_submitted_at ? formatDate(tokens.kyc_submitted_at, i18n.language) : '—',
          ],
          [t('tokens.held'), formatQuantity(tokens.tokens_held, i18n.language)],
        ]}
      />
    </section>
  )
}
