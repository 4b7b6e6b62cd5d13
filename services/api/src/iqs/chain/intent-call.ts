import { contractInterfaces, traderKey, type ChainClient } from '@iqs/contracts'
import type { ChainIntent } from './chain-intent.js'
import type { ChainContractAddresses } from './chain-tables.js'

/** What sending an intent takes: a transaction, nothing (already so on chain), or a refusal before sending. */
export type IntentCall =
  | { kind: 'call'; to: string; data: string }
  | { kind: 'skip'; reason: string }
  | { kind: 'fail'; reason: string }

const { IdentityRegistry, IQSToken, OSTToken, Settlement, AnchorRegistry } = contractInterfaces

/**
 * The transaction that carries out an intent, encoded with the contracts' ABIs. Reads the chain
 * where the intent depends on it (what a key change moves, whether a token is already paused), so
 * a row sent twice after a crash, or a state the chain already has, costs no failed transaction.
 *
 * @example
 * await intentCall(chain, addresses, { kind: 'pause', instrument: 'IQS', paused: true })
 * // { kind: 'call', to: addresses.iqs, data: '0x8456cb59' }
 */
export async function intentCall(
  chain: ChainClient,
  contracts: ChainContractAddresses,
  intent: ChainIntent,
): Promise<IntentCall> {
  switch (intent.kind) {
    case 'allow':
      return call(
        contracts.registry,
        IdentityRegistry.encodeFunctionData('allow', [intent.address, traderKey(intent.traderId)]),
      )
    case 'disallow':
      return call(contracts.registry, IdentityRegistry.encodeFunctionData('disallow', [intent.address]))
    case 'pause': {
      const token = tokenAddress(contracts, intent.instrument)
      if ((await isPaused(chain, token)) === intent.paused)
        return { kind: 'skip', reason: intent.paused ? 'ALREADY_PAUSED' : 'NOT_PAUSED' }
      return call(token, IQSToken.encodeFunctionData(intent.paused ? 'pause' : 'unpause'))
    }
    case 'freeze':
      if (!intent.address) return { kind: 'fail', reason: 'NO_WALLET' }
      return call(
        tokenAddress(contracts, intent.instrument),
        IQSToken.encodeFunctionData(intent.frozen ? 'freeze' : 'unfreeze', [intent.address]),
      )
    case 'moveAll': {
      const token = tokenAddress(contracts, intent.instrument)
      const [balance] = IQSToken.decodeFunctionResult(
        'balanceOf',
        await chain.call(token, IQSToken.encodeFunctionData('balanceOf', [intent.from])),
      )
      if (balance === 0n) return { kind: 'skip', reason: 'NOTHING_TO_MOVE' }
      return call(token, IQSToken.encodeFunctionData('forcedTransfer', [intent.from, intent.to, balance]))
    }
    case 'allocate':
      if (!intent.address) return { kind: 'fail', reason: 'NO_WALLET' }
      // IQS: out of the 500 million minted to the treasury (the platform's key) at deployment, by
      // the agent's transfer, which a blackout does not stop (the engine allocates in any status).
      // OST: the shares the company issues as tokens besides conversions, within the cap.
      return intent.instrument === 'IQS'
        ? call(
            contracts.iqs,
            IQSToken.encodeFunctionData('forcedTransfer', [chain.address, intent.address, intent.quantity]),
          )
        : call(contracts.ost, OSTToken.encodeFunctionData('issue', [intent.address, intent.quantity]))
    case 'settle': {
      // A settlement accepted during a blackout waits for the token to resume (chain-sender.ts
      // sends it again then) rather than paying for a reverted transaction.
      if (await isPaused(chain, tokenAddress(contracts, intent.payload.instrument)))
        return { kind: 'fail', reason: PAUSED }
      const p = intent.payload
      const trade = [p.tradeId, p.instrument, p.buyer, p.seller, p.quantity, p.unitPriceCents, p.settledAt]
      return call(
        contracts.settlement,
        Settlement.encodeFunctionData('settle', [[trade], [intent.signature]]),
      )
    }
    case 'convert':
      if (!intent.address) return { kind: 'fail', reason: 'NO_WALLET' }
      return call(contracts.ost, OSTToken.encodeFunctionData('convert', [intent.address, intent.quantity]))
    case 'anchor':
      return call(
        contracts.anchors,
        AnchorRegistry.encodeFunctionData('anchor', [intent.position, `0x${intent.headHash}`]),
      )
  }
}

const call = (to: string, data: string): IntentCall => ({ kind: 'call', to, data })

/** The reason a row waits for its token to resume: OpenZeppelin Pausable's own error. */
export const PAUSED = 'EnforcedPause()'

async function isPaused(chain: ChainClient, token: string): Promise<boolean> {
  const data = await chain.call(token, IQSToken.encodeFunctionData('paused'))
  return Boolean(IQSToken.decodeFunctionResult('paused', data)[0])
}

export const tokenAddress = (contracts: ChainContractAddresses, instrument: string) =>
  instrument === 'OST' ? contracts.ost : contracts.iqs
