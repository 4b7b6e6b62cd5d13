import { sql } from 'kysely'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { createDatabase, migrateToLatest, quoteIdentifier, scratchSchemaName } from '../src/index.js'

const url = process.env.DATABASE_URL?.trim()

/**
 * Test files, replays and crash tests each migrate a schema of their own on one shared server, and
 * drop it when done. A migration must see its own schema only: kysely's own introspection read every
 * schema of the server and failed ("schema ... does not exist") when one was dropped under it.
 */
describe.skipIf(!url)('migrating a schema beside others that come and go (PostgreSQL)', () => {
  it('migrates while other schemas are created and dropped all along', async () => {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    let churning = true
    const churn = (async () => {
      while (churning) {
        const other = scratchSchemaName('test')
        await admin.query(`create schema ${quoteIdentifier(other)}`)
        for (let i = 0; i < 20; i++)
          await admin.query(`create table ${quoteIdentifier(other)}.t${i} (id bigserial primary key, v text)`)
        await admin.query(`drop schema ${quoteIdentifier(other)} cascade`)
      }
    })()
    const schemas: string[] = []
    try {
      for (let round = 0; round < 4; round++) {
        const schema = scratchSchemaName('test')
        schemas.push(schema)
        await admin.query(`create schema ${quoteIdentifier(schema)}`)
        const handle = await createDatabase({ kind: 'postgres', url: url!, schema, poolSize: 2 })
        try {
          const result = await migrateToLatest(handle.db as never, { schema })
          expect(result.error).toBeUndefined()
          const { rows } = await sql<{ n: number }>`
            select count(*)::int as n from information_schema.tables where table_schema = ${schema}`.execute(
            handle.db,
          )
          expect(rows[0]!.n).toBeGreaterThan(20)
        } finally {
          await handle.destroy()
        }
      }
    } finally {
      churning = false
      await churn
      for (const schema of schemas)
        await admin.query(`drop schema if exists ${quoteIdentifier(schema)} cascade`)
      await admin.end()
    }
  }, 120_000)
})
