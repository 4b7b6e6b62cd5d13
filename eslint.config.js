import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['**/dist/**', '**/.tsbuild/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Type-aware rules on every TypeScript file (sources, tests, benches, load tests, e2e): a promise
    // nobody awaits or catches is an unhandled rejection waiting to crash the process, and a promise
    // handed where a callback's result is ignored (a Fastify hook, an event listener) loses its error.
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: {
      parserOptions: {
        project: [
          './services/*/tsconfig.json',
          './web/tsconfig.json',
          './loadtests/tsconfig.json',
          './tsconfig.tests.json',
          './contracts/tsconfig.json',
          './contracts/tsconfig.tests.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/require-array-sort-compare': ['error', { ignoreStringArrays: true }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The engine is pure: no I/O, no clock, no randomness (docs/architecture.md).
    files: ['services/engine/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'net', 'http'] }],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time comes in on the command.' },
        { object: 'Math', property: 'random', message: 'Randomness comes in on the command.' },
      ],
    },
  },
  {
    // One clock (services/api/src/platform/clock.ts, docs/architecture.md "Time"): business time is
    // read from `app.clock` (the market writers get it too), so tests move it without sleeping.
    files: ['services/api/src/**/*.ts', 'services/exchange/src/**/*.ts'],
    ignores: ['services/api/src/platform/clock.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Read the time from the app clock (app.clock.now()).' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message:
            'Read the time from the app clock (app.clock.date()); new Date(x) converting a value is fine.',
        },
        {
          selector: "CallExpression[callee.name='Date']",
          message: 'Date() reads the time: use the app clock (app.clock.date()).',
        },
      ],
    },
  },
  {
    // web talks to the server only through the protocol package.
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@iqs/api',
            '@iqs/engine',
            '@iqs/database',
            '@iqs/eventstore',
            '@iqs/exchange',
            '@iqs/bus',
          ],
        },
      ],
    },
  },
  prettier,
)
