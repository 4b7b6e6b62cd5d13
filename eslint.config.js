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
