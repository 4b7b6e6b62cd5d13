import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const DIST_SERVER = path.join(REPO_ROOT, 'services/api/dist/server.js')
const SOURCE_SERVER = path.join(REPO_ROOT, 'services/api/src/server.ts')

/** A running product the driver talks to. */
export interface Product {
  baseUrl: string
  /** Whether the driver started it (and so may stop it and tell its backend). */
  embedded: boolean
  backend: 'pglite' | 'postgres' | 'external'
  stop(): Promise<void>
}

export interface ProductOptions {
  /** Run against this server instead of starting one; loopback hosts only. */
  baseUrl?: string | undefined
  /** A PostgreSQL server: the driver creates a fresh database on it and drops it after the run. */
  postgresUrl?: string | undefined
  /** Run `services/api/src/server.ts` through tsx rather than the built dist (tests: no build needed). */
  fromSource?: boolean
  /** Write a V8 CPU profile of the server into this folder (`--cpu-prof`). */
  cpuProfileDir?: string | undefined
}

/**
 * Refuses any address that is not this machine: the driver is a load
 * generator, and pointing it at someone else's server is an attack.
 *
 * @example assertLoopback('http://127.0.0.1:3000')
 */
export function assertLoopback(url: string): void {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '')
  const loopback = host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  if (!loopback)
    throw new Error(`Refusing to load ${url}: only loopback addresses (127.0.0.0/8, ::1, localhost)`)
}

/**
 * Starts the product in a child process on a free loopback port with a
 * temporary DATA_DIR (the embedded PGlite default, or a fresh PostgreSQL
 * database), or checks and uses `baseUrl`. The child trusts X-Forwarded-For
 * from loopback only (TRUST_PROXY=127.0.0.1): the driver stands in for the
 * many client addresses of real traders, so the per-address sign-up limits
 * stay in force, each simulated trader under its own.
 *
 * @example const product = await startProduct({ fromSource: true }); await product.stop()
 */
export async function startProduct(options: ProductOptions): Promise<Product> {
  if (options.baseUrl) {
    assertLoopback(options.baseUrl)
    return {
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      embedded: false,
      backend: 'external',
      stop: async () => {},
    }
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iqs-loadtest-'))
  const port = await freePort()
  const database = options.postgresUrl ? await createDatabase(options.postgresUrl) : undefined
  const env: NodeJS.ProcessEnv = { ...process.env }
  delete env.DATABASE_URL
  delete env.NATS_URL
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1',
    NODE_ENV: 'development',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(database ? { DATABASE_URL: database.url } : {}),
  })
  const fromSource = options.fromSource || !existsSync(DIST_SERVER)
  const args = [
    ...(options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : []),
    ...(fromSource ? ['--import', 'tsx', '--conditions=source', SOURCE_SERVER] : [DIST_SERVER]),
  ]
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'inherit', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8000)
    process.stderr.write(chunk)
  })
  const baseUrl = `http://127.0.0.1:${port}`
  try {
    await waitForHealth(baseUrl, child, () => stderr)
  } catch (error) {
    child.kill('SIGKILL')
    await database?.drop()
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return {
    baseUrl,
    embedded: true,
    backend: database ? 'postgres' : 'pglite',
    async stop() {
      await stopChild(child)
      await database?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

async function waitForHealth(baseUrl: string, child: ChildProcess, stderr: () => string) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr()}`)
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the server did not answer /api/health within 90 s: ${stderr()}`)
}

/** SIGTERM (the server drains its writers and writes the CPU profile), SIGKILL after 15 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/** A fresh database `loadtest_<hex>` on the given server, dropped after the run. */
async function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  assertLoopback(serverUrl.replace(/^postgres(ql)?:/, 'http:'))
  const name = `loadtest_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      try {
        await client.query(`drop database if exists ${name} with (force)`)
      } finally {
        await client.end()
      }
    },
  }
}
