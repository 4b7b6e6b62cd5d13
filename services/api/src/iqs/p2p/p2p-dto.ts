import { totalEur, unitsToEur, type P2PProposal } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { priceDecimalsOf } from '../markets/price-decimals.js'
import type { IqsP2PProposalsTable } from './p2p-proposals.table.js'

export interface UserNames {
  first_name: string
  last_name: string
}

/** First and last names of these users, by id. */
export async function userNames(db: Kysely<Database>, ids: readonly (string | number)[]) {
  const numeric = [...new Set(ids.map(Number))].filter((n) => Number.isSafeInteger(n))
  const rows = numeric.length
    ? await db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'email'])
        .where('id', 'in', numeric)
        .execute()
    : []
  return new Map(rows.map((r) => [String(r.id), r]))
}

/** A proposal as `viewerId` sees it: direction and counterparty are theirs. */
export function toProposalDto(
  row: IqsP2PProposalsTable,
  viewerId: string,
  names: ReadonlyMap<string, UserNames>,
): P2PProposal {
  const out = row.proposer_id === viewerId
  const otherId =
    row.proposer_id === viewerId
      ? row.seller_id === viewerId
        ? row.buyer_id
        : row.seller_id
      : row.proposer_id
  const other = names.get(otherId)
  const priceDecimals = priceDecimalsOf(row.instrument)
  return {
    id: row.proposal_id,
    instrument: row.instrument as 'IQS' | 'OST',
    direction: out ? 'OUT' : 'IN',
    proposerId: Number(row.proposer_id),
    sellerId: Number(row.seller_id),
    buyerId: Number(row.buyer_id),
    counterparty: {
      id: Number(otherId),
      first_name: other?.first_name ?? '',
      last_name: other?.last_name ?? '',
    },
    quantity: String(row.quantity),
    price: unitsToEur(row.price, priceDecimals),
    total: totalEur(row.price, row.quantity, priceDecimals),
    status: row.status,
    tradeId: row.trade_id,
    proposedAt: new Date(row.proposed_at).toISOString(),
    answeredAt: row.answered_at ? new Date(row.answered_at).toISOString() : null,
  }
}
