import { ESLint, type Linter } from 'eslint'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import tseslint from 'typescript-eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../../..')
const CLOCK_RULES = ['no-restricted-properties', 'no-restricted-syntax']

/**
 * The house's eslint block that keeps one clock (eslint.config.js), run alone and without type
 * information so that it takes a second: no `Date.now()`, `new Date()` or `Date()` in the api's or
 * the market writers' sources, outside services/api/src/platform/clock.ts.
 */
describe('one clock: the eslint rule', () => {
  let eslint: ESLint

  beforeAll(async () => {
    const config = (await import(pathToFileURL(path.join(root, 'eslint.config.js')).href)) as {
      default: Linter.Config[]
    }
    const clockBlocks = config.default.filter((block) => block.files?.includes('services/api/src/**/*.ts'))
    expect(clockBlocks).toHaveLength(1)
    eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...clockBlocks],
    })
  })

  const clockMessages = (results: ESLint.LintResult[]) =>
    results.flatMap((result) =>
      result.messages
        .filter((m) => m.ruleId !== null && CLOCK_RULES.includes(m.ruleId))
        .map((m) => `${path.relative(root, result.filePath)}:${m.line} ${m.message}`),
    )

  it('finds no direct read of the time in services/api/src and services/exchange/src', async () => {
    const results = await eslint.lintFiles(['services/api/src/**/*.ts', 'services/exchange/src/**/*.ts'])
    expect(results.length).toBeGreaterThan(100)
    expect(clockMessages(results)).toEqual([])
  })

  it('refuses Date.now(), new Date() and Date(); converting a given value is fine', async () => {
    const code = [
      'export const a = Date.now()',
      'export const b = new Date()',
      'export const c = Date()',
      'export const d = Date.now',
      'export const fine = new Date(0).toISOString() + new Date("2030-01-01").getTime()',
    ].join('\n')
    for (const file of ['services/api/src/iqs/example.ts', 'services/exchange/src/example.ts']) {
      const messages = clockMessages(await eslint.lintText(code, { filePath: path.join(root, file) }))
      expect(messages.map((m) => Number(m.split(' ')[0]!.split(':')[1]))).toEqual([1, 2, 3, 4])
    }
    const clockFile = path.join(root, 'services/api/src/platform/clock.ts')
    expect(clockMessages(await eslint.lintText(code, { filePath: clockFile }))).toEqual([])
  })
})
