import type { ChainStatus } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Fact } from './fact.js'

const CONTRACTS = ['registry', 'iqs', 'ost', 'settlement', 'anchors'] as const

/** An address in full, monospace, breaking anywhere so a narrow card never widens the page. */
function Address({ value }: { value: string | null }) {
  return value ? <code className="mono-break">{value}</code> : <>—</>
}

/** The mirror's connection: mode, chain, the platform's key, the current block, and the five contracts. */
export function ChainStatusCard({ status }: { status: ChainStatus }) {
  const { t } = useTranslation('iqs-admin')
  return (
    <section className="card chain-status" aria-labelledby="chain-status-title">
      <h3 id="chain-status-title">{t('chain.status.title')}</h3>
      <dl className="facts">
        <Fact label={t('chain.status.mode')}>{t(`chain.status.modes.${status.mode}`)}</Fact>
        <Fact label={t('chain.status.chainId')}>{status.chainId ?? '—'}</Fact>
        <Fact label={t('chain.status.platformAddress')}>
          <Address value={status.platformAddress} />
        </Fact>
        <Fact label={t('chain.status.blockNumber')}>{status.blockNumber ?? '—'}</Fact>
        <Fact label={t('chain.status.connection')}>
          <span className={`status-badge status-badge--chain-${status.reachable ? 'mined' : 'failed'}`}>
            {t(status.reachable ? 'chain.status.reachable' : 'chain.status.unreachable')}
          </span>
        </Fact>
        {status.problem && (
          <Fact label={t('chain.status.problem')}>
            <span className="chain-tx__error">{status.problem}</span>
          </Fact>
        )}
      </dl>
      <h4 className="chain-status__contracts">{t('chain.status.contracts')}</h4>
      <dl className="facts">
        {CONTRACTS.map((name) => (
          <Fact key={name} label={t(`chain.status.contract.${name}`)}>
            <Address value={status.contracts?.[name] ?? null} />
          </Fact>
        ))}
      </dl>
    </section>
  )
}
