import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

/**
 * One vitest run for the whole repo. Workspace packages are imported from
 * their TypeScript sources (the `source` export condition), so tests never
 * need a prior build.
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: ['source', ...defaultServerConditions] },
        ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
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
