import type { ChainTx } from '@iqs/protocol'
import type { TFunction } from 'i18next'

/**
 * Where a trade's settlement stands on chain, in the reader's words (issue 19): on chain (in which
 * block), waiting for the chain (queued or sent), or failed with the contract's refusal.
 *
 * @example chainTxText(t, { state: 'mined', blockNumber: 42, ... }) // 'On chain, block 42'
 */
export function chainTxText(t: TFunction<'iqs-member'>, tx: ChainTx): string {
  switch (tx.state) {
    case 'mined':
      return tx.blockNumber === null
        ? t('settlement.chain.done')
        : t('settlement.chain.mined', { block: tx.blockNumber })
    case 'skipped':
      return t('settlement.chain.done')
    case 'failed':
      return tx.error ? t('settlement.chain.failedWith', { error: tx.error }) : t('settlement.chain.failed')
    case 'pending':
    case 'sent':
      return t('settlement.chain.waiting')
  }
}
