import { useTranslation } from 'react-i18next'
import { useProfile } from '../api/get-profile.js'
import type { Instrument } from '../../market/utils/instrument.js'
import { P2PDeals } from './p2p-deals.js'

/**
 * The P2P tab: the deals for an approved trader; for anyone else (an admin looking at the screen, a
 * member still registering) why it is closed, without asking the api for what it would refuse.
 */
export function P2PPanel({ instrument, priceDecimals }: { instrument: Instrument; priceDecimals?: number }) {
  const { t } = useTranslation('iqs-member')
  const profile = useProfile()
  if (profile.isPending) return <p className="panel__empty">{t('loading')}</p>
  const status = profile.data?.white_list_status ?? 'REGISTERING'
  if (status !== 'APPROVED')
    return (
      <div className="p2p p2p--closed" role="status">
        <p>
          <strong>{t('p2p.closedTitle')}</strong>
        </p>
        <p className="muted">{t('p2p.closed', { status: t(`status.${status}`) })}</p>
      </div>
    )
  return <P2PDeals instrument={instrument} priceDecimals={priceDecimals} />
}
