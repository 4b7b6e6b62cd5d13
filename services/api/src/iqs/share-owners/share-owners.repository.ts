import type { Instrument } from '@iqs/engine'
import { sumQuantities, totalEur, valueToEur, type KycFile, type ShareOwnerProfile } from '@iqs/protocol'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { readMarketState } from '../market-settings/market-state.repository.js'
import { priceDecimalsOf } from '../markets/price-decimals.js'
import type { KycDetails } from './share-owner-decider.js'
import type { KycFilesTable, ShareOwnersTable } from './share-owners.table.js'

export type ShareOwnerRow = Selectable<ShareOwnersTable>

/**
 * The share owner's row with their personal fields: from `share_owner_personal_data` (KYC saved
 * sealed) or, for an owner whose KYC was logged in clear before, from the row itself.
 */
export function findShareOwner(db: Kysely<Database>, userId: number): Promise<ShareOwnerRow | undefined> {
  return db
    .selectFrom('share_owners as s')
    .leftJoin('share_owner_personal_data as p', 'p.user_id', 's.user_id')
    .selectAll('s')
    .select((eb) => [
      eb.fn.coalesce('p.business_name', 's.business_name').as('business_name'),
      eb.fn.coalesce('p.address', 's.address').as('address'),
      eb.fn.coalesce('p.country', 's.country').as('country'),
      eb.fn.coalesce('p.mobile_number', 's.mobile_number').as('mobile_number'),
    ])
    .where('s.user_id', '=', userId)
    .executeTakeFirst()
}

/** Keeps the personal fields of a KYC save in clear for reading (the log has them sealed). */
export async function savePersonalData(
  db: Kysely<Database>,
  userId: number,
  details: KycDetails,
  at: Date,
): Promise<void> {
  const row = {
    user_id: userId,
    business_name: details.businessName,
    address: details.address,
    country: details.country,
    mobile_number: details.mobileNumber,
    updated_at: at,
  }
  await db
    .insertInto('share_owner_personal_data')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute()
}

export async function deletePersonalData(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('share_owner_personal_data').where('user_id', '=', userId).execute()
}

/** The current documents of a share owner (the latest of each kind), without their bodies. */
export async function listKycFiles(db: Kysely<Database>, owner: ShareOwnerRow): Promise<KycFile[]> {
  const ids = Object.values(owner.files).filter((id): id is string => typeof id === 'string')
  if (ids.length === 0) return []
  const rows = await db
    .selectFrom('kyc_files')
    .select(['file_id', 'kind', 'file_name', 'mime_type', 'size', 'uploaded_at'])
    .where('file_id', 'in', ids)
    .where('user_id', '=', owner.user_id)
    .orderBy('kind')
    .execute()
  return rows.map((r) => ({
    id: r.file_id,
    kind: r.kind,
    file_name: r.file_name,
    mime_type: r.mime_type,
    size: r.size,
    uploaded_at: new Date(r.uploaded_at).toISOString(),
  }))
}

export function readKycFile(
  db: Kysely<Database>,
  fileId: string,
): Promise<Selectable<KycFilesTable> | undefined> {
  return db.selectFrom('kyc_files').selectAll().where('file_id', '=', fileId).executeTakeFirst()
}

/**
 * The spec's share-owner figures: tokens held in every bucket, euros invested in settled purchases
 * (price * quantity), and the holding valued at the market's reference price (the last trade's).
 */
export async function shareOwnerFigures(
  db: Kysely<Database>,
  owner: ShareOwnerRow,
): Promise<ShareOwnerProfile> {
  const traderId = String(owner.user_id)
  const balances = await db
    .selectFrom('iqs_balances')
    .select(['instrument', sql<string>`available + reserved + escrow`.as('total')])
    .where('trader_id', '=', traderId)
    .execute()
  const invested = await db
    .selectFrom('iqs_trades')
    .select(['instrument', sql<string>`coalesce(sum(price * quantity), 0)`.as('value_units')])
    .where('buyer_id', '=', traderId)
    .where('settlement_status', '=', 'SETTLED')
    .groupBy('instrument')
    .execute()
  const figures = async (instrument: Instrument) => {
    const shares = sumQuantities([balances.find((b) => b.instrument === instrument)?.total ?? 0])
    const state = await readMarketState(db, instrument)
    const priceDecimals = priceDecimalsOf(instrument)
    return {
      shares,
      // price * quantity summed in SQL: price units times tokens, exact in numeric.
      invested: valueToEur(
        invested.find((i) => i.instrument === instrument)?.value_units ?? 0,
        priceDecimals,
      ),
      value: totalEur(state.reference_price, shares, priceDecimals),
    }
  }
  const iqs = await figures('IQS')
  const ost = await figures('OST')
  return {
    iqs_shares: iqs.shares,
    ost_shares: ost.shares,
    total_invested_iqs_eur: iqs.invested,
    total_invested_ost_eur: ost.invested,
    iqs_value_eur: iqs.value,
    ost_value_eur: ost.value,
    white_list_status: owner.status,
  }
}
