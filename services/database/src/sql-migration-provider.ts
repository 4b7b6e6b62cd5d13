import { sql } from 'kysely'
import type { Migration, MigrationProvider } from 'kysely/migration'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Serves the plain `.sql` files of a folder to kysely's Migrator, in name order.
 *
 * Each file is split into statements because PGlite's `query` (the extended
 * protocol kysely uses) takes one statement at a time; `pg` would accept the
 * whole file, but one code path for both keeps the SQL truly shared.
 */
export class SqlMigrationProvider implements MigrationProvider {
  constructor(private readonly folder: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.folder)).filter((name) => name.endsWith('.sql')).sort()
    const migrations: Record<string, Migration> = {}
    for (const file of files) {
      const text = await readFile(path.join(this.folder, file), 'utf8')
      const statements = splitSqlStatements(text)
      migrations[file.replace(/\.sql$/, '')] = {
        async up(db) {
          for (const statement of statements) await sql.raw(statement).execute(db)
        },
      }
    }
    return migrations
  }
}

/**
 * Splits SQL text on top-level semicolons, leaving `$$`-quoted bodies, quoted
 * strings and comments intact.
 */
export function splitSqlStatements(text: string): string[] {
  const statements: string[] = []
  let current = ''
  let i = 0
  while (i < text.length) {
    const rest = text.slice(i)
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest)
    if (rest.startsWith('--')) {
      const end = text.indexOf('\n', i)
      i = end === -1 ? text.length : end + 1
      continue
    }
    if (dollar) {
      const tag = dollar[0]
      const end = text.indexOf(tag, i + tag.length)
      if (end === -1) throw new Error(`Unterminated ${tag} block in migration`)
      current += text.slice(i, end + tag.length)
      i = end + tag.length
      continue
    }
    const char = text[i] as string
    if (char === "'") {
      let end = i + 1
      while (end < text.length && !(text[end] === "'" && text[end + 1] !== "'"))
        end += text[end] === "'" ? 2 : 1
      current += text.slice(i, end + 1)
      i = end + 1
      continue
    }
    if (char === ';') {
      if (current.trim()) statements.push(current.trim())
      current = ''
    } else {
      current += char
    }
    i++
  }
  if (current.trim()) statements.push(current.trim())
  return statements
}
