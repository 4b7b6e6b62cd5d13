import {
  EUR_DECIMALS,
  normalizeEur,
  subtractDecimals,
  type AdminDividend,
  type AdminDividendDetail,
  type MemberDividend,
} from '@iqs/protocol'
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { appError } from '../../platform/errors.js'
import { partiesOf } from '../share-owners/trader-parties.js'
import type { IqsDividendsTable } from './dividends.table.js'
import { recordDateEnd } from './record-date.js'

type DividendRow = Selectable<IqsDividendsTable>

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())
const eur = (value: string | null) => (value === null ? null : normalizeEur(String(value)))

function base(row: DividendRow) {
  return {
    id: row.dividend_id,
    title: row.title,
    // numeric keeps the scale it was written with: the amount as declared.
    amountPerShare: String(row.amount_per_share),
    recordDate: row.record_date,
    paymentDate: row.payment_date,
    state: row.state,
    declaredAt: iso(row.declared_at)!,
    fixedAt: iso(row.fixed_at),
  }
}

/** Whether the dividend's entitlements can be fixed at `now`: still declared, its record date over. */
export const canFix = (row: DividendRow, now: number): boolean =>
  row.state === 'DECLARED' && now >= recordDateEnd(row.record_date).getTime()

/** A dividend as the admin's list shows it; `now` (the app's clock) says whether it can be fixed. */
export function adminDividend(row: DividendRow, now: number): AdminDividend {
  const totalEur = eur(row.total_eur)
  return {
    ...base(row),
    cancelledAt: iso(row.cancelled_at),
    recordPosition: row.record_position === null ? null : Number(row.record_position),
    canFix: canFix(row, now),
    holders: row.holders,
    payableHolders: row.payable_holders,
    totalShares: String(row.total_shares),
    declaredEur: row.declared_eur === null ? null : String(row.declared_eur),
    totalEur,
    roundingEur:
      totalEur === null || row.declared_eur === null
        ? null
        : subtractDecimals(String(row.declared_eur), totalEur, EUR_DECIMALS),
    paidEur: eur(row.paid_eur)!,
    unpaidEur: subtractDecimals(totalEur ?? '0', String(row.paid_eur), EUR_DECIMALS),
    paidHolders: row.paid_holders,
  }
}

/** Every dividend, newest first. */
export async function adminDividends(db: Kysely<Database>, now: number): Promise<AdminDividend[]> {
  const rows = await db.selectFrom('iqs_dividends').selectAll().orderBy('declared_at', 'desc').execute()
  return rows.map((row) => adminDividend(row, now))
}

/** A dividend's row (404 DIVIDEND_NOT_FOUND). */
export async function dividendRow(db: Kysely<Database>, dividendId: string): Promise<DividendRow> {
  const row = await db
    .selectFrom('iqs_dividends')
    .selectAll()
    .where('dividend_id', '=', dividendId)
    .executeTakeFirst()
  if (!row) throw appError('DIVIDEND_NOT_FOUND')
  return row
}

/** One dividend with every holder's line, largest first (404 DIVIDEND_NOT_FOUND). */
export async function adminDividendDetail(
  db: Kysely<Database>,
  dividendId: string,
  now: number,
): Promise<AdminDividendDetail> {
  const row = await dividendRow(db, dividendId)
  const lines = await db
    .selectFrom('iqs_dividend_entitlements')
    .selectAll()
    .where('dividend_id', '=', dividendId)
    .orderBy('amount_eur', 'desc')
    .orderBy('trader_id')
    .execute()
  const parties = await partiesOf(
    db,
    lines.map((l) => l.trader_id),
  )
  return {
    ...adminDividend(row, now),
    entitlements: lines.map((line) => {
      const party = parties.get(line.trader_id)
      return {
        userId: Number(line.trader_id),
        holder: party?.name || party?.email || line.trader_id,
        email: party?.email ?? '',
        iqsShares: String(line.iqs_shares),
        ostShares: String(line.ost_shares),
        amountEur: normalizeEur(String(line.amount_eur)),
        paidAt: iso(line.paid_at),
        paymentReference: line.payment_reference,
      }
    }),
  }
}

/** My dividends, newest first, cancelled ones left out; a fixed one I held nothing of pays 0.00. */
export async function memberDividends(db: Kysely<Database>, traderId: string): Promise<MemberDividend[]> {
  const rows = await db
    .selectFrom('iqs_dividends')
    .leftJoin('iqs_dividend_entitlements as e', (join) =>
      join.onRef('e.dividend_id', '=', 'iqs_dividends.dividend_id').on('e.trader_id', '=', traderId),
    )
    .selectAll('iqs_dividends')
    .select(['e.iqs_shares', 'e.ost_shares', 'e.amount_eur', 'e.paid_at', 'e.payment_reference'])
    .where('iqs_dividends.state', '!=', 'CANCELLED')
    .orderBy('iqs_dividends.declared_at', 'desc')
    .execute()
  return rows.map((row) => {
    const fixed = row.state !== 'DECLARED'
    const held = row.amount_eur !== null
    return {
      ...base(row),
      iqsShares: fixed ? String(held ? row.iqs_shares : 0) : null,
      ostShares: fixed ? String(held ? row.ost_shares : 0) : null,
      amountEur: fixed ? (held ? normalizeEur(String(row.amount_eur)) : '0.00') : null,
      paidAt: iso(row.paid_at ?? null),
      paymentReference: row.payment_reference ?? null,
    }
  })
}
