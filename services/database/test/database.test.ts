import { sql, type Generated } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { splitSqlStatements, testDatabases, type DatabaseHandle } from '../src/index.js'

interface Users {
  // Columns with defaults in the migration are optional on insert.
  users: {
    id: Generated<number>
    email: string
    user_type: string
    first_name: Generated<string>
    last_name: Generated<string>
  }
}

for (const backend of testDatabases()) {
  describe(`database on ${backend.name}`, () => {
    let handle: DatabaseHandle<Users>
    beforeAll(async () => {
      handle = await backend.open<Users>()
    })
    afterAll(() => handle.destroy())

    it('applies every migration and records it', async () => {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        handle.db,
      )
      expect(rows.map((r) => r.name)).toContain('0001_users')
    })

    it('returns int8 as a number and numeric as an exact string on every driver', async () => {
      const { rows } = await sql<{
        big: number
        money: string
      }>`select 9007199254740991::int8 as big, 12345678901234567890.123456789::numeric as money`.execute(
        handle.db,
      )
      expect(rows[0]).toEqual({ big: 9007199254740991, money: '12345678901234567890.123456789' })
    })

    it('keeps e-mail addresses unique whatever their case', async () => {
      await handle.db.insertInto('users').values({ email: 'Ada@example.com', user_type: 'Client' }).execute()
      await expect(
        handle.db.insertInto('users').values({ email: 'ada@EXAMPLE.com', user_type: 'Client' }).execute(),
      ).rejects.toThrow(/users_email_key/)
    })

    it('refuses a role outside the catalogue and writes nothing', async () => {
      await expect(
        handle.db.insertInto('users').values({ email: 'x@example.com', user_type: 'Pirate' }).execute(),
      ).rejects.toThrow(/check/)
      const count = await handle.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email', '=', 'x@example.com')
        .executeTakeFirstOrThrow()
      expect(Number(count.n)).toBe(0)
    })

    it('rolls a failed transaction back entirely', async () => {
      await expect(
        handle.db.transaction().execute(async (trx) => {
          await trx.insertInto('users').values({ email: 'tx@example.com', user_type: 'Client' }).execute()
          throw new Error('boom')
        }),
      ).rejects.toThrow('boom')
      const found = await handle.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', 'tx@example.com')
        .execute()
      expect(found).toEqual([])
    })
  })
}

describe('splitSqlStatements', () => {
  it('splits on top-level semicolons only', () => {
    const text = `-- a comment; not a split
create table a (x text default 'semi;colon');
create function f() returns int language sql as $$ select 1; $$;
insert into a values ('it''s; fine')`
    expect(splitSqlStatements(text)).toEqual([
      "create table a (x text default 'semi;colon')",
      'create function f() returns int language sql as $$ select 1; $$',
      "insert into a values ('it''s; fine')",
    ])
  })

  it('refuses an unterminated dollar-quoted body', () => {
    expect(() => splitSqlStatements('select $$ oops')).toThrow(/Unterminated/)
  })
})
