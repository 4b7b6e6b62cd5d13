import { sumEur, sumQuantities, totalEur, unitsToEur, type Holder, type HoldersRegister } from '@iqs/protocol'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { priceDecimalsOf } from '../markets/price-decimals.js'
import { holdingsAt } from './holdings-at.js'

/**
 * The holders register (spec §3 Holders: owner, phone, e-mail, shares, invested €, market value €)
 * as of a log position, largest IQS holders first, with totals. The phone is the share owner's
 * mobile number from their KYC (share_owner_personal_data, or the row for a KYC logged in clear).
 */
export async function holdersRegister(db: Kysely<Database>, at?: number): Promise<HoldersRegister> {
  const { position, prices, holders } = await holdingsAt(db, at)
  const ids = [...holders.entries()]
    .filter(([, h]) => h.IQS !== 0 || h.OST !== 0)
    .map(([id]) => Number(id))
    .filter((id) => Number.isSafeInteger(id) && id > 0)
  const { rows } = ids.length
    ? await sql<{ id: number; first_name: string; last_name: string; email: string; phone: string | null }>`
        select u.id, u.first_name, u.last_name, u.email, coalesce(p.mobile_number, s.mobile_number) as phone
        from users u left join share_owners s on s.user_id = u.id
        left join share_owner_personal_data p on p.user_id = u.id
        where u.id = any(${ids})`.execute(db)
    : { rows: [] }
  const iqsDecimals = priceDecimalsOf('IQS')
  const ostDecimals = priceDecimalsOf('OST')
  const list: Holder[] = rows
    .map((user) => {
      const h = holders.get(String(user.id))!
      return {
        userId: Number(user.id),
        owner: `${user.first_name} ${user.last_name}`.trim() || user.email,
        phone: user.phone,
        email: user.email,
        iqsShares: String(h.IQS),
        ostShares: String(h.OST),
        investedEur: h.invested,
        marketValueEur: sumEur([
          totalEur(prices.IQS, h.IQS, iqsDecimals),
          totalEur(prices.OST, h.OST, ostDecimals),
        ]),
      }
    })
    .sort((a, b) => Number(b.iqsShares) - Number(a.iqsShares) || a.userId - b.userId)
  const column = (key: 'iqsShares' | 'ostShares' | 'investedEur' | 'marketValueEur') =>
    list.map((h) => h[key])
  return {
    position,
    iqsPrice: unitsToEur(prices.IQS, iqsDecimals),
    ostPrice: unitsToEur(prices.OST, ostDecimals),
    holders: list,
    totals: {
      iqsShares: sumQuantities(column('iqsShares')),
      ostShares: sumQuantities(column('ostShares')),
      investedEur: sumEur(column('investedEur')),
      marketValueEur: sumEur(column('marketValueEur')),
    },
  }
}
