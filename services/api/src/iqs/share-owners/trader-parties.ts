import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'

/** A trader as admin views name them. */
export interface Party {
  id: number
  name: string
  email: string
}

/** Name and e-mail of the traders (user ids as strings), for admin views. */
export async function partiesOf(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, Party>> {
  const numeric = [...new Set(ids.map(Number))].filter((n) => Number.isSafeInteger(n) && n > 0)
  const rows = numeric.length
    ? await db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'email'])
        .where('id', 'in', numeric)
        .execute()
    : []
  return new Map(
    rows.map((r) => [
      String(r.id),
      { id: Number(r.id), name: `${r.first_name} ${r.last_name}`.trim(), email: r.email },
    ]),
  )
}
