import type { ChainStatus } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Fact } from './fact.js'

/** How many chain transactions wait to be sent, wait to be mined, or failed. */
export function ChainBacklogCard({ backlog }: { backlog: ChainStatus['backlog'] }) {
  const { t } = useTranslation('iqs-admin')
  return (
    <section className="card" aria-labelledby="chain-backlog-title">
      <h3 id="chain-backlog-title">{t('chain.backlog.title')}</h3>
      <dl className="facts">
        <Fact label={t('chain.backlog.pending')}>{backlog.pending}</Fact>
        <Fact label={t('chain.backlog.sent')}>{backlog.sent}</Fact>
        <Fact label={t('chain.backlog.failed')}>
          <span className={backlog.failed > 0 ? 'chain-figure--bad' : undefined}>{backlog.failed}</span>
        </Fact>
      </dl>
    </section>
  )
}
