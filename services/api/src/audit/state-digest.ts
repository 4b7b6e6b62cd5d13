import { createHash } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../platform/db/database.js'
import type { Projection } from '../platform/projections/projection.js'

/** The fingerprint of one read-model table. */
export interface TableDigest {
  table: string
  rows: number
  /** md5 of every row's text form, sorted, joined with '|' (md5 of '' for an empty table). */
  md5: string
}

/** The fingerprint of one projection: its tables' digests and one md5 over them. */
export interface ProjectionDigest {
  name: string
  rows: number
  digest: string
  tables: TableDigest[]
}

/**
 * Fingerprints each projection's tables with the same SQL on any database:
 * `md5(string_agg(t::text, '|' order by t::text))`.
 *
 * Why: an auditor compares the read models rebuilt from the log in a scratch
 * schema with the live ones; the row's text form covers every column, and
 * sorting it makes the digest independent of physical order. Both sides must
 * be read with the same session settings (the time zone shapes `timestamptz`
 * text), which holds for two schemas of one server or two PGlite instances.
 *
 * @example
 * const [orders] = await projectionDigests(db, [ordersProjection]) // { name: 'iqs-orders', digest: '9e1…' }
 */
export async function projectionDigests(
  db: Kysely<Database>,
  projections: readonly Projection[],
): Promise<ProjectionDigest[]> {
  const digests: ProjectionDigest[] = []
  for (const projection of projections) {
    const tables: TableDigest[] = []
    for (const table of projection.tables) {
      const { rows } = await sql<{ rows: number; md5: string }>`
        select count(*)::int8 as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5
        from ${sql.table(table)} t`.execute(db)
      const row = rows[0] as { rows: number; md5: string }
      tables.push({ table, rows: row.rows, md5: row.md5 })
    }
    const hash = createHash('md5')
    for (const t of tables) hash.update(`${t.table}:${t.md5}\n`)
    digests.push({
      name: projection.name,
      rows: tables.reduce((sum, t) => sum + t.rows, 0),
      digest: hash.digest('hex'),
      tables,
    })
  }
  return digests
}
