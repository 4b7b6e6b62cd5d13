import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Money is converted and computed in one place: services/protocol/src/money (docs/architecture.md,
 * "Money"). This test greps the sources of the api, the protocol, the web app and the load tests
 * for the hand-made conversions that module replaced (`* 100`, `dividedBy(100)`, `Number(price)`,
 * `toFixed` on an amount...), so that one added back fails here with its file and line.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..')
const SCANNED = ['services/api/src', 'services/protocol/src', 'web/src', 'loadtests/src']
/** The module itself: the only place allowed to scale, parse and round money. */
const ALLOWED = ['services/protocol/src/money/']

/** The last name of an expression: `row.price` -> `price`, `h.marketValueEur` -> `marketValueEur`. */
const lastName = (expression: string) => /([A-Za-z_$][\w$]*)\W*$/.exec(expression.trim())?.[1] ?? ''

/** Names that hold money: prices, amounts, fees, totals, values in euros, a candle's prices. */
const MONEY_NAME =
  /^(?:\w*(?:price|amount|fee|cents|eur|euro|invested|notional|commission)\w*|\w+(?:Value|Total)\w*|open|high|low|close)$/i
/** The same, and the bare names that hold a total or a value once computed. */
const MONEY_OR_TOTAL = /^(?:total|value|totalValue|net\w*)$/
/** Percentages: shares of a volume or of a vote, a change. */
const PERCENT_NAME = /(?:share|percent|pct|change)$/i

interface Rule {
  name: string
  pattern: RegExp
  /** Further check of a match (group 1), when the pattern alone would also catch non-money code. */
  money?: (captured: string) => boolean
}

const RULES: Rule[] = [
  { name: 'scales by 100 with decimal.js', pattern: /\.(?:mul|times|div|dividedBy)\(\s*100\s*\)/ },
  { name: 'multiplies or divides by 100', pattern: /[*/]\s*100(?![\d_.])/ },
  { name: 'scales by a power of ten', pattern: /\b10\s*\*\*|Math\.pow\(\s*10\b/ },
  { name: 'hand-made cents helper', pattern: /\b(?:toCents|centsToPrice|formatPrice|fromCents)\b/ },
  { name: 'parseFloat', pattern: /\bparseFloat\s*\(/ },
  { name: 'decimal.js outside the money module', pattern: /from\s+['"]decimal\.js['"]/ },
  {
    name: 'Number() on a money string',
    pattern: /\bNumber\(([^()]*)\)/g,
    money: (argument) => MONEY_NAME.test(lastName(argument)),
  },
  {
    name: 'toFixed on an amount',
    pattern: /([\w$.?!\])]+)\)?\.toFixed\(/g,
    money: (receiver) => {
      const name = lastName(receiver)
      return MONEY_NAME.test(name) || MONEY_OR_TOTAL.test(name) || PERCENT_NAME.test(name)
    },
  },
]

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative)
    return /\.(?:ts|tsx|mts)$/.test(entry.name) ? [relative] : []
  })
}

/** A line of code without its comment: a `* 100` in a sentence is not arithmetic. */
function code(line: string): string {
  const trimmed = line.trim()
  if (trimmed.startsWith('*') || trimmed.startsWith('/*') || trimmed.startsWith('//')) return ''
  return line.replace(/\s\/\/.*$/, '')
}

/** Every rule broken in `text`, as "file:line rule: code". */
function moneyArithmetic(file: string, text: string): string[] {
  const found: string[] = []
  text.split('\n').forEach((line, index) => {
    const source = code(line)
    for (const rule of RULES) {
      const pattern = new RegExp(rule.pattern.source, 'g')
      for (const match of source.matchAll(pattern))
        if (!rule.money || rule.money(match[1] ?? '')) {
          found.push(`${file}:${index + 1} ${rule.name}: ${line.trim()}`)
          break
        }
    }
  })
  return found
}

describe('money arithmetic lives in the money module only', () => {
  it('finds none in the api, the protocol, the web app and the load tests', () => {
    const files = SCANNED.flatMap(sourceFiles).filter((file) => !ALLOWED.some((a) => file.startsWith(a)))
    expect(files.length).toBeGreaterThan(100)
    const found = files.flatMap((file) => moneyArithmetic(file, readFileSync(path.join(ROOT, file), 'utf8')))
    expect(found).toEqual([])
  })

  it('catches each hand-made conversion the module replaced', () => {
    const caught = (line: string) => moneyArithmetic('x.ts', line).length > 0
    for (const line of [
      'const cents = (eur: string) => new Decimal(eur).mul(100).toNumber()',
      'new Decimal(trade.price).times(trade.quantity).dividedBy(100)',
      'return Number(euros) * 100 + Number(cents.padEnd(2, "0"))',
      'price: (level.cents / 100).toFixed(2),',
      'const toCents = (price: string) => Math.round(Number(price) * 100)',
      'price: formatPrice(Number(r.price)),',
      'invested: Number(h.investedEur),',
      'value: Number(h.marketValueEur),',
      'open: Number(k.open),',
      'totalValue: total.toFixed(2),',
      'fee: fee.toFixed(2),',
      'pct: buyShare.toFixed(0),',
      'return new Decimal(units).dividedBy(10 ** priceDecimals).toFixed(priceDecimals)',
      "import { Decimal } from 'decimal.js'",
      'const n = parseFloat(amount)',
    ])
      expect(caught(line), line).toBe(true)
  })

  it('leaves counts, positions, measurements and comments alone', () => {
    const caught = (line: string) => moneyArithmetic('x.ts', line).length > 0
    for (const line of [
      'return { items, total: Number(counted.total) }',
      'if (/^\\d+$/.test(value)) return positionFromNumber(Number(value))',
      'Number(row.last_position) >= (this.followed.get(userId) ?? 0)',
      'export const roundTo = (measurement: number, places: number) => Number(measurement.toFixed(places))',
      ' * 100 significant digits hold any price times any quantity',
      'const seconds = (performance.now() - start) / 1000',
    ])
      expect(caught(line), line).toBe(false)
  })
})
