import { createMemoryBus } from '@iqs/bus'
import { createDatabase, migrateToLatest, quoteIdentifier, scratchSchemaName } from '@iqs/database'
import { stateHash } from '@iqs/engine'
import { createPostgresEventStore } from '@iqs/eventstore'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { MarketWriter, restoreMarket } from '../src/index.js'

const CHILD = fileURLToPath(new URL('./fixtures/crash-writer.ts', import.meta.url))
const REPO = fileURLToPath(new URL('../../../', import.meta.url))
const CONFIG = { instrument: 'IQS' as const, referencePrice: 100, minNotional: 0 }

interface Target {
  name: string
  env: Record<string, string>
  open(): ReturnType<typeof createDatabase>
  cleanup(): Promise<void>
}

function targets(): Target[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'iqs-crash-'))
  const list: Target[] = [
    {
      name: 'pglite',
      env: { CRASH_PGLITE_DIR: dir },
      open: () => createDatabase({ kind: 'pglite', dataDir: dir }),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    },
  ]
  const url = process.env.DATABASE_URL
  if (url) {
    const schema = scratchSchemaName('crash')
    list.push({
      name: 'postgres',
      env: { CRASH_DATABASE_URL: url, CRASH_SCHEMA: schema },
      async open() {
        await admin(url, `create schema if not exists ${quoteIdentifier(schema)}`)
        return createDatabase({ kind: 'postgres', url, schema })
      },
      cleanup: () => admin(url, `drop schema if exists ${quoteIdentifier(schema)} cascade`),
    })
  }
  return list
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query(statement)
  await client.end()
}

/** Runs the writer process until `acks` commands are acknowledged, then SIGKILLs it. */
function runAndKill(env: Record<string, string>, acks: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', CHILD], {
      cwd: REPO,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const acked: string[] = []
    let buffer = ''
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const lines = buffer.split('\n')
      buffer = lines.pop() ?? ''
      for (const line of lines) if (line.startsWith('ACK ')) acked.push(line.slice(4))
      if (acked.length >= acks && !child.killed) child.kill('SIGKILL')
    })
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve(acked) : reject(new Error(`writer exited early: ${stderr}`)),
    )
  })
}

describe('a writer killed mid-load', () => {
  for (const target of targets()) {
    it(`loses no acknowledged order and replays to the same book (${target.name})`, async () => {
      // The schema must exist before the child connects to it.
      const setup = await target.open()
      await migrateToLatest(setup.db as never, { schema: setup.schema })
      await setup.destroy()

      const acked = await runAndKill(target.env, 400)
      expect(acked.length).toBeGreaterThanOrEqual(400)

      const database = await target.open()
      try {
        const store = createPostgresEventStore({ db: database.db as never })
        const events = []
        for (let after: string | undefined; ;) {
          const page = await store.readAll({ ...(after ? { after } : {}), limit: 5_000 })
          events.push(...page)
          if (page.length < 5_000) break
          after = page.at(-1)?.position
        }
        // Every acknowledged command is in the log, and each command's events appear once.
        const accepted = new Map<string, number>()
        for (const event of events) {
          if (event.type !== 'OrderAccepted') continue
          const id = String(event.metadata.commandId)
          accepted.set(id, (accepted.get(id) ?? 0) + 1)
        }
        for (const id of acked.filter((a) => !a.endsWith('-credit'))) expect(accepted.get(id)).toBe(1)
        expect([...accepted.values()].every((n) => n === 1)).toBe(true)

        // The restarted writer's book equals a replay of the whole log without snapshots.
        const writer = await MarketWriter.start({
          instrument: 'IQS',
          store,
          bus: createMemoryBus(),
          config: CONFIG,
          clock: () => Date.now(),
          log: { info() {}, warn() {}, error() {} },
        })
        const replay = await restoreMarket(store, 'market-IQS', CONFIG, { useSnapshot: false })
        expect(stateHash(writer.engineState)).toBe(stateHash(replay.state))
        expect(writer.streamVersion).toBe(events.length)
        await writer.stop()
        await store.close()
      } finally {
        await database.destroy()
        await target.cleanup()
      }
    }, 120_000)
  }
})
