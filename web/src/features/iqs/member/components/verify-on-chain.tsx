import type { VerifyResult } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { chainTxText } from '../utils/chain-tx-text.js'

/**
 * For an authentic signature, whether the trade is settled on chain too (issue 19): "Settled on
 * chain in block N (transaction 0x…)", or not yet, and then where its transaction stands.
 */
export function VerifyOnChain({ onChain }: { onChain: NonNullable<VerifyResult['onChain']> }) {
  const { t } = useTranslation('iqs-member')
  const tx = onChain.tx
  if (onChain.settled)
    return (
      <p className="verify__chain">
        {tx?.blockNumber != null && tx.txHash
          ? t('verify.onChain.settled', { block: tx.blockNumber, tx: tx.txHash })
          : t('verify.onChain.settledNoBlock')}
      </p>
    )
  return (
    <p className="verify__chain">
      {t('verify.onChain.notYet')}
      {tx && <span className="muted"> · {chainTxText(t, tx)}</span>}
    </p>
  )
}
