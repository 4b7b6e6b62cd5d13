import { defaultClientConditions, defaultServerConditions } from 'vite'
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
        },
      },
    ],
  },
})
