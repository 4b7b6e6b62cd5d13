import { defaultClientConditions, defaultServerConditions } from 'vite'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

/**
 * The api's tests resolve packages as Node does in production: without vite's `module`
 * condition, which points some packages (@aws-sdk/*) at builds only a bundler can load
 * (extensionless imports) and which vitest also hands to Node for the packages it leaves external.
 */
const nodeServerConditions = defaultServerConditions.filter((condition) => condition !== 'module')

/**
 * One vitest run for the whole repo. Workspace packages are imported from
 * their TypeScript sources (the `source` export condition), so tests never
 * need a prior build.
 */
export default defineConfig({
  test: {
    // Two test files at a time even on two cores (vitest's default there is one): most of a file's
    // time is spent waiting on PGlite, PostgreSQL or NATS, and each file has a database (schema) of
    // its own, so they never meet. Measured on the 2-core CI machine: the services' tests in 794 s
    // instead of 1,018 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { conditions: ['source', ...nodeServerConditions] },
        ssr: { resolve: { conditions: ['source', ...nodeServerConditions] } },
        test: {
          name: 'services',
          environment: 'node',
          include: [
            'services/*/test/**/*.test.ts',
            'contracts/test/**/*.test.ts',
            'loadtests/test/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The files of a worker share its modules instead of importing the api's whole graph again
          // each (about a second a file): each test makes its own app, database schema and bus, and
          // none mocks a module. Measured on this 2-core machine with PostgreSQL and NATS: the
          // services' tests in 239 s instead of 438 s (one run each, same load).
          isolate: false,
        },
      },
      {
        resolve: { conditions: ['source', ...defaultClientConditions] },
        test: {
          name: 'web',
          root: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/testing/setup-tests.ts'],
          // A test renders the whole app (router, lazy pages, texts) in jsdom: on a shared 2-core
          // machine running two files at once, vitest's 5 s is too short for the heaviest.
          testTimeout: 20_000,
        },
      },
    ],
  },
})
