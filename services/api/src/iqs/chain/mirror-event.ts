import type { EngineEvent, Instrument } from '@iqs/engine'
import { positionToNumber, type RecordedEvent } from '@iqs/eventstore'
import type { SettledTradePayload } from '@iqs/protocol'
import type { ShareOwnerEvent } from '../share-owners/share-owner-decider.js'
import type { ChainIntent } from './chain-intent.js'

/** What the mirror reads of a settlement stream's acceptance (settlement-decider.ts writes it). */
interface AcceptedSettlement {
  type: 'SettlementAccepted'
  tradeId: string
  signature: string
  payload: SettledTradePayload
}
const isAccepted = (event: { type: string }): event is AcceptedSettlement =>
  event.type === 'SettlementAccepted'

/** The tokens on chain, one per market. */
export const CHAIN_INSTRUMENTS: readonly Instrument[] = ['IQS', 'OST']

/** A trader as the mirror knows them (a row of chain_wallets). */
export interface MirrorWallet {
  traderId: string
  /** The approved wallet; null before the white list approved the trader. */
  address: string | null
  /** The share owner's account is locked: frozen on every token. */
  locked: boolean
  /** Suspended from trading on these markets: frozen on their tokens. */
  suspendedOn: Instrument[]
}

/** The wallets a batch touches, loaded before and written after; `get` makes a blank one on first use. */
export interface MirrorWallets {
  get(traderId: string): MirrorWallet
}

export interface MirrorOptions {
  /** An anchor at every position that is a multiple of this. */
  anchorEvery: number
}

/**
 * What the chain must do for one event of the log, in order: the mirror's decider. Pure but for
 * the wallets it folds (white list approvals, key changes, locks and suspensions), so the same log
 * always gives the same rows. Events the chain has no part in give none: orders, trades before
 * settlement, P2P, votes, news.
 *
 * - A trade's tokens move on chain only once its settlement is accepted, through the Settlement
 *   contract and the platform's EIP-712 signature; a rejected settlement moved nothing there.
 * - Token creation is a no-op: the 500 million IQS were minted to the treasury at deployment.
 * - A key change allows the new wallet, moves both tokens to it (the agent's forced transfer) and
 *   then takes the old wallet off the list.
 *
 * @example
 * mirrorEvent(recorded, wallets, { anchorEvery: 1_000 })
 * // ShareOwnerApproved of user 7 -> [{ kind: 'allow', traderId: '7', address: '0x…' }]
 */
export function mirrorEvent(
  recorded: RecordedEvent,
  wallets: MirrorWallets,
  options: MirrorOptions,
): ChainIntent[] {
  const intents = intentsOf(recorded, wallets)
  const position = positionToNumber(recorded.position)
  if (recorded.hash && position % options.anchorEvery === 0)
    intents.push({ kind: 'anchor', position, headHash: recorded.hash })
  return intents
}

/** The traders an event concerns, so a batch can load their wallets first. */
export function tradersOf(recorded: RecordedEvent): string[] {
  const data = recorded.data as Record<string, unknown>
  if (recorded.streamId.startsWith('share-owner-')) return [String(data.userId)]
  if (recorded.streamId.startsWith('market-') && typeof data.traderId === 'string') return [data.traderId]
  return []
}

function intentsOf(recorded: RecordedEvent, wallets: MirrorWallets): ChainIntent[] {
  const { streamId } = recorded
  if (streamId.startsWith('share-owner-')) return shareOwnerIntents(recorded.data as ShareOwnerEvent, wallets)
  if (streamId.startsWith('market-'))
    return marketIntents(streamId.split('-')[1] as Instrument, recorded.data as EngineEvent, wallets)
  if (streamId.startsWith('settlement-')) {
    const event = recorded.data as AcceptedSettlement | { type: string }
    if (!isAccepted(event)) return []
    return [{ kind: 'settle', tradeId: event.tradeId, payload: event.payload, signature: event.signature }]
  }
  return []
}

function shareOwnerIntents(event: ShareOwnerEvent, wallets: MirrorWallets): ChainIntent[] {
  const wallet = wallets.get(String(event.userId))
  switch (event.type) {
    case 'ShareOwnerApproved':
    case 'PublicKeyChanged': {
      const before = wallet.address
      // A key changed before approval is not on chain yet: the approval brings the wallet.
      if (event.type === 'PublicKeyChanged' && before === null) return []
      if (before?.toLowerCase() === event.address.toLowerCase()) return []
      wallet.address = event.address
      const allow: ChainIntent = { kind: 'allow', traderId: wallet.traderId, address: event.address }
      if (before === null) return [allow, ...freezesOf(wallet, () => true, true)]
      return [
        allow,
        ...CHAIN_INSTRUMENTS.map((instrument): ChainIntent => ({
          kind: 'moveAll',
          instrument,
          traderId: wallet.traderId,
          from: before,
          to: event.address,
        })),
        ...freezesOf(wallet, () => true, true),
        { kind: 'disallow', traderId: wallet.traderId, address: before },
      ]
    }
    case 'ShareOwnerLocked':
      return setFreeze(wallet, () => (wallet.locked = true))
    case 'ShareOwnerUnlocked':
      return setFreeze(wallet, () => (wallet.locked = false))
    default:
      return []
  }
}

function marketIntents(instrument: Instrument, event: EngineEvent, wallets: MirrorWallets): ChainIntent[] {
  switch (event.type) {
    case 'MarketStatusChanged': {
      const paused = event.status !== 'OPEN'
      return paused === (event.previousStatus !== 'OPEN') ? [] : [{ kind: 'pause', instrument, paused }]
    }
    case 'TraderSuspended':
    case 'TraderReinstated': {
      const wallet = wallets.get(event.traderId)
      const suspended = event.type === 'TraderSuspended'
      return setFreeze(wallet, () => {
        const others = wallet.suspendedOn.filter((i) => i !== instrument)
        wallet.suspendedOn = suspended ? [...others, instrument] : others
      })
    }
    case 'TokensAllocated':
      return [allocate(instrument, wallets.get(event.traderId), event.quantity)]
    case 'TokensCredited':
      // A conversion's OST come with the burn of its IQS (LockConsumed below), in one transaction.
      return event.source === 'CONVERSION'
        ? []
        : [allocate(instrument, wallets.get(event.traderId), event.quantity)]
    case 'LockConsumed': {
      if (event.purpose !== 'CONVERSION' || instrument !== 'IQS') return []
      const wallet = wallets.get(event.traderId)
      return [
        { kind: 'convert', traderId: wallet.traderId, address: wallet.address, quantity: event.quantity },
      ]
    }
    default:
      return []
  }
}

const allocate = (instrument: Instrument, wallet: MirrorWallet, quantity: number): ChainIntent => ({
  kind: 'allocate',
  instrument,
  traderId: wallet.traderId,
  address: wallet.address,
  quantity,
})

const isFrozen = (wallet: MirrorWallet, instrument: Instrument) =>
  wallet.locked || wallet.suspendedOn.includes(instrument)

/** Applies `change` and freezes or thaws the wallet on each token whose state it turned. */
function setFreeze(wallet: MirrorWallet, change: () => void): ChainIntent[] {
  const before = new Map(CHAIN_INSTRUMENTS.map((i) => [i, isFrozen(wallet, i)]))
  change()
  return freezesOf(wallet, (instrument) => before.get(instrument) !== isFrozen(wallet, instrument), false)
}

/** Freeze intents for the tokens `which` selects; `onlyFrozen`: only where the wallet is frozen (a new wallet starts thawed). */
function freezesOf(
  wallet: MirrorWallet,
  which: (instrument: Instrument) => boolean,
  onlyFrozen: boolean,
): ChainIntent[] {
  if (wallet.address === null) return []
  return CHAIN_INSTRUMENTS.filter((i) => which(i) && (!onlyFrozen || isFrozen(wallet, i))).map(
    (instrument): ChainIntent => ({
      kind: 'freeze',
      instrument,
      traderId: wallet.traderId,
      address: wallet.address,
      frozen: isFrozen(wallet, instrument),
    }),
  )
}
