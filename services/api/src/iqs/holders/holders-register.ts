import type { Holder, HoldersRegister } from '@iqs/protocol'
import { Decimal } from 'decimal.js'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { formatPrice } from '../markets/price-format.js'
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
  const iqsPrice = new Decimal(prices.IQS).dividedBy(100)
  const ostPrice = new Decimal(prices.OST).dividedBy(100)
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
        investedEur: h.invested.toFixed(2),
        marketValueEur: iqsPrice.times(h.IQS).plus(ostPrice.times(h.OST)).toFixed(2),
      }
    })
    .sort((a, b) => Number(b.iqsShares) - Number(a.iqsShares) || a.userId - b.userId)
  const sum = (key: 'iqsShares' | 'ostShares' | 'investedEur' | 'marketValueEur') =>
    list.reduce((total, h) => total.plus(h[key]), new Decimal(0))
  return {
    position,
    iqsPrice: formatPrice(prices.IQS),
    ostPrice: formatPrice(prices.OST),
    holders: list,
    totals: {
      iqsShares: sum('iqsShares').toFixed(0),
      ostShares: sum('ostShares').toFixed(0),
      investedEur: sum('investedEur').toFixed(2),
      marketValueEur: sum('marketValueEur').toFixed(2),
    },
  }
}
