import type { ChainAnchor } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { ShortHash } from '../../../../components/ui/short-hash.js'
import { formatDateTime } from '../utils/format-decimal.js'
import { Fact } from './fact.js'

/** The event log's head last written on chain: its position, the block and transaction, when. */
export function ChainAnchorCard({ anchor }: { anchor: ChainAnchor | null }) {
  const { t, i18n } = useTranslation('iqs-admin')
  return (
    <section className="card" aria-labelledby="chain-anchor-title">
      <h3 id="chain-anchor-title">{t('chain.anchor.title')}</h3>
      {anchor ? (
        <dl className="facts">
          <Fact label={t('chain.anchor.position')}>{anchor.position}</Fact>
          <Fact label={t('chain.anchor.block')}>{anchor.blockNumber}</Fact>
          <Fact label={t('chain.anchor.tx')}>
            <ShortHash value={anchor.txHash} />
          </Fact>
          <Fact label={t('chain.anchor.date')}>{formatDateTime(anchor.anchoredAt, i18n.language)}</Fact>
        </dl>
      ) : (
        <p className="muted">{t('chain.anchor.none')}</p>
      )}
    </section>
  )
}
