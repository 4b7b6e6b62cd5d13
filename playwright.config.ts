import { defineConfig } from '@playwright/test'
import { mkdtempSync, mkdirSync } from 'node:fs'
import path from 'node:path'

// Each run gets a fresh embedded database (PGlite) seeded with the demo content.
const e2eRoot = path.resolve('data/e2e')
mkdirSync(e2eRoot, { recursive: true })
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(e2eRoot, 'run-'))
process.env.E2E_DATA_DIR = dataDir

// Several engineers may run browser tests at once on one machine: each picks a port (E2E_PORT), a
// web bundle of its own (E2E_WEB_DIST, from `vite build --outDir`), and may run the api from its
// sources (E2E_FROM_SOURCE=1) instead of the shared `dist/` that `tsc -b` writes.
const port = process.env.E2E_PORT ?? '3100'
const fromSource = process.env.E2E_FROM_SOURCE === '1'
const node = fromSource ? 'npx tsx --conditions=source' : 'node'
const server = fromSource
  ? 'services/database/src/migrate-cli.ts && npx tsx --conditions=source services/api/src/server.ts'
  : 'services/database/dist/migrate-cli.js && node services/api/dist/server.js'

/**
 * Browser tests against the built app served by the api (`npm run test:e2e`
 * builds first). Chromium comes from the system (`/usr/bin/chromium`).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  timeout: 30_000,
  // On CI a test that fails is run once more and, if it passes, reported as flaky (not hidden): the
  // shared 2-core machine can stall the one server process for seconds.
  retries: process.env.CI ? 1 : 0,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // `npm run bench:screen` (E2E_BENCH=1) runs the timed walks (`*.bench.ts`) and nothing else.
  projects: process.env.E2E_BENCH
    ? [{ name: 'bench', testMatch: /\.bench\.ts$/ }]
    : [
        { name: 'parallel', grepInvert: /@serial/ },
        // Tests that change the whole market (a blackout) run alone, after the others, one at a time
        // (without `workers: 1` two of them ran side by side and each saw the other's blackout).
        { name: 'serial', grep: /@serial/, dependencies: ['parallel'], workers: 1 },
      ],
  webServer: {
    // The embedded database is created and migrated first: PGlite's first start (initdb in WASM) can
    // take longer than Fastify's 10 s plugin timeout on a loaded machine.
    command: `${node} ${server}`,
    url: `http://127.0.0.1:${port}/api/health`,
    // Always the embedded defaults, even when CI exports DATABASE_URL and NATS_URL for `npm test`.
    env: {
      PORT: port,
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      // The tests play a proxy: each gives itself an address of its own (e2e/helpers.ts).
      TRUST_PROXY: '1',
      DATABASE_URL: '',
      NATS_URL: '',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
