import { useTranslation } from 'react-i18next'
import { ShortHash } from '../../../components/ui/short-hash.js'
import { useChainAnchor } from '../api/get-chain-anchor.js'

/**
 * The last anchor of the event log on chain (issue 19): the log position whose head hash was
 * written, in which block and transaction, when; so the auditor can check the log against the
 * chain. "No anchor yet" before the first, a line saying so when the mirror is off.
 */
export function ChainAnchor() {
  const { t, i18n } = useTranslation('audit')
  const anchor = useChainAnchor()
  const date = new Intl.DateTimeFormat(i18n.language.startsWith('fr') ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  })
  const last = anchor.data?.lastAnchor
  return (
    <section className="card audit-anchor" aria-labelledby="audit-anchor-title">
      <h3 id="audit-anchor-title">{t('anchor.title')}</h3>
      {anchor.isPending ? (
        <p className="muted" role="status">
          {t('common:state.loading')}
        </p>
      ) : anchor.isError ? (
        <p className="muted">{t('anchor.error')}</p>
      ) : anchor.data.mode === 'off' ? (
        <p className="muted">{t('anchor.off')}</p>
      ) : !last ? (
        <p className="muted">{t('anchor.none')}</p>
      ) : (
        <dl className="audit-anchor__facts">
          <div>
            <dt>{t('anchor.position')}</dt>
            <dd>{last.position}</dd>
          </div>
          <div>
            <dt>{t('anchor.block')}</dt>
            <dd>{last.blockNumber}</dd>
          </div>
          <div>
            <dt>{t('anchor.tx')}</dt>
            <dd>
              <ShortHash value={last.txHash} />
            </dd>
          </div>
          <div>
            <dt>{t('anchor.date')}</dt>
            <dd>{date.format(new Date(last.anchoredAt))}</dd>
          </div>
        </dl>
      )}
    </section>
  )
}
