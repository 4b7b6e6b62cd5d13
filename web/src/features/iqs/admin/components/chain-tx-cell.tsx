import type { ChainTx } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { ShortHash } from '../../../../components/ui/short-hash.js'
import { ChainStateBadge } from './chain-state-badge.js'

/**
 * A trade's settlement on chain in the settlement queue: its state, the block once mined, the
 * contract's refusal when it failed, and the transaction (shortened, the whole in its tooltip);
 * '—' before the admin accepts, or when the chain mirror is off.
 */
export function ChainTxCell({ tx }: { tx: ChainTx | null }) {
  const { t } = useTranslation('iqs-admin')
  if (!tx) return <>—</>
  return (
    <div className="chain-tx">
      <ChainStateBadge state={tx.state} />
      {tx.state === 'mined' && tx.blockNumber !== null && (
        <span className="small">{t('chain.block', { block: tx.blockNumber })}</span>
      )}
      {tx.state === 'failed' && tx.error && <span className="small chain-tx__error">{tx.error}</span>}
      {tx.txHash && (
        <span className="small">
          <ShortHash value={tx.txHash} />
        </span>
      )}
    </div>
  )
}
