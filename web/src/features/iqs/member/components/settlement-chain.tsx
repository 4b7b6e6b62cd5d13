import type { ChainTx } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { ShortHash } from '../../../../components/ui/short-hash.js'
import { chainTxText } from '../utils/chain-tx-text.js'

/**
 * An accepted trade's settlement on chain (issue 19): "On chain, block N", "Waiting for the chain"
 * or "Chain transfer failed: …", with the transaction shortened (the whole in its tooltip); '—'
 * until the admin accepts, or when the platform runs without the chain mirror.
 */
export function SettlementChain({ tx }: { tx: ChainTx | null }) {
  const { t } = useTranslation('iqs-member')
  if (!tx) return <>—</>
  return (
    <span className={`settlement-chain settlement-chain--${tx.state}`}>
      {chainTxText(t, tx)}
      {tx.txHash && (
        <>
          <br />
          <ShortHash value={tx.txHash} />
        </>
      )}
    </span>
  )
}
