import type { LeaderGroup, LeaderGrouping } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import { containsPattern } from '../../platform/db/contains-pattern.js'
import type { Database } from '../../platform/db/database.js'
import type { ExecutivePartnerCardRow } from './executive-partner-cards.table.js'

const COLUMN = { sector: 'sector', practice: 'practice', function: 'business_function' } as const

/** The values of one grouping that hold at least one partner, with their counts. */
export async function leaderGroups(db: Kysely<Database>, by: LeaderGrouping): Promise<LeaderGroup[]> {
  const column = COLUMN[by]
  const rows = await db
    .selectFrom('executive_partner_cards')
    .select((eb) => [eb.ref(column).as('value'), eb.fn.countAll<number>().as('count')])
    .groupBy(column)
    .orderBy(column)
    .execute()
  return rows.map((row) => ({ value: String(row.value), count: Number(row.count) }))
}

/** Partners of one group (or all), best rated first. */
export function listLeaders(
  db: Kysely<Database>,
  filter?: { by: LeaderGrouping; value: string },
): Promise<ExecutivePartnerCardRow[]> {
  let query = db.selectFrom('executive_partner_cards').selectAll()
  if (filter) query = query.where(COLUMN[filter.by], '=', filter.value as never)
  return query
    .orderBy('rating', (ob) => ob.desc().nullsLast())
    .orderBy('full_name')
    .execute()
}

/** Partners whose name, headline, expertise or codes contain the text. */
export async function searchLeaders(
  db: Kysely<Database>,
  text: string,
  limit: number,
): Promise<{ items: ExecutivePartnerCardRow[]; total: number }> {
  const pattern = containsPattern(text)
  const where = db
    .selectFrom('executive_partner_cards')
    .where((eb) =>
      eb.or([
        eb('full_name', 'ilike', pattern),
        eb('headline', 'ilike', pattern),
        eb('expertise', 'ilike', pattern),
        eb('degree', 'ilike', pattern),
        eb(eb.cast<string>('sector', 'text'), 'ilike', pattern),
        eb(eb.cast<string>('practice', 'text'), 'ilike', pattern),
        eb(eb.cast<string>('business_function', 'text'), 'ilike', pattern),
      ]),
    )
  const [counted, items] = await Promise.all([
    where.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    where
      .selectAll()
      .orderBy('rating', (ob) => ob.desc().nullsLast())
      .orderBy('full_name')
      .limit(limit)
      .execute(),
  ])
  return { items, total: Number(counted.total) }
}
