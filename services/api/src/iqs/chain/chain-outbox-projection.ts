import type { Instrument } from '@iqs/engine'
import { positionToNumber } from '@iqs/eventstore'
import type { Selectable } from 'kysely'
import type { Projection } from '../../platform/projections/projection.js'
import { RowBatch } from '../../platform/projections/row-batch.js'
import type { ChainWalletsTable } from './chain-tables.js'
import { queueOutboxRows, type OutboxEntry } from './outbox-rows.js'
import { CHAIN_OUTBOX } from './head-anchor.js'
import { mirrorEvent, tradersOf, type MirrorWallet, type MirrorOptions } from './mirror-event.js'

type WalletRow = Selectable<ChainWalletsTable>

/**
 * Follows the log and writes what the chain owes it into chain_outbox, in the same transaction as
 * its checkpoint: a crash never loses a row nor makes one twice (each row's key is its event id and
 * rank, inserted `on conflict do nothing`). Not one of `allProjections`: a rebuild must never empty
 * the outbox, or every transaction would be sent again. The sender (chain-sender.ts) sends the rows.
 */
export function chainOutboxProjection(options: MirrorOptions): Projection {
  return {
    name: CHAIN_OUTBOX,
    tables: ['chain_outbox', 'chain_wallets'],
    async apply(trx, recorded) {
      const wallets = new RowBatch<WalletRow>('chain_wallets', 'trader_id')
      await wallets.load(trx, recorded.flatMap(tradersOf))
      const touched = new Map<string, MirrorWallet>()
      const lookup = {
        get(traderId: string): MirrorWallet {
          let wallet = touched.get(traderId)
          if (!wallet) {
            const row = wallets.get(traderId)
            wallet = {
              traderId,
              address: row?.address ?? null,
              locked: row?.locked ?? false,
              suspendedOn: (row?.suspended_on ?? []) as Instrument[],
            }
            touched.set(traderId, wallet)
          }
          return wallet
        },
      }
      const rows: OutboxEntry[] = []
      for (const event of recorded) {
        const intents = mirrorEvent(event, lookup, options)
        intents.forEach((intent, rank) =>
          rows.push({
            key: `${event.eventId}#${rank}`,
            position: positionToNumber(event.position),
            intent,
            at: event.recordedAt,
          }),
        )
      }
      for (const wallet of touched.values())
        wallets.set({
          trader_id: wallet.traderId,
          address: wallet.address,
          locked: wallet.locked,
          suspended_on: wallet.suspendedOn,
        })
      await wallets.flush(trx)
      await queueOutboxRows(trx, rows)
    },
  }
}
