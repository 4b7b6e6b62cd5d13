import { errorBodySchema } from '@iqs/protocol'
import { ERRORS } from '../../src/platform/errors.js'

export interface Answer {
  statusCode: number
  headers: Record<string, unknown>
  body: string
}

/** 5xx answers that are the deployment's state, not a fault: Google sign-in is not configured in tests. */
const EXPECTED_UNAVAILABLE = new Set(['OAUTH_NOT_CONFIGURED'])

/**
 * Signs of internals in an answer: a stack frame, a path of this machine, a module, a driver's
 * message, an exception's class name. The registry's own messages are removed first: the spec's
 * texts say 'Error: Unable to set transaction fee' and such on purpose.
 */
const LEAKS: Array<[string, RegExp]> = [
  ['stack frame', /\bat [\w$.<>]+ \(|\bat .+:\d+:\d+/],
  ['file path', /\/work\/|\/home\/|\/usr\/|[A-Z]:\\/],
  ['module path', /node_modules/],
  [
    'driver text',
    /invalid byte sequence|syntax error at or near|violates|relation "|column "|pglite|kysely/i,
  ],
  ['exception name', /\b(?:Type|Range|Syntax|Reference|URI|Eval|Aggregate|Database|Postgres|Zod)?Error: /],
]

const REGISTRY_MESSAGES = Object.values(ERRORS)
  .map((entry) => entry.message)
  .sort((a, b) => b.length - a.length)

/** What is wrong with an answer, or nothing: no 5xx, errors in the api's shape, no internals shown. */
export function problemsOf(answer: Answer): string[] {
  const problems: string[] = []
  const code = errorCode(answer.body)
  if (answer.statusCode >= 500 && !(answer.statusCode === 503 && code && EXPECTED_UNAVAILABLE.has(code)))
    problems.push(`status ${answer.statusCode}`)
  if (answer.statusCode >= 400) {
    if (!isErrorShape(answer.body)) problems.push(`not the error shape: ${answer.body.slice(0, 200)}`)
    let text = answer.body
    for (const message of REGISTRY_MESSAGES) text = text.replaceAll(message, '')
    for (const [what, pattern] of LEAKS)
      if (pattern.test(text)) problems.push(`${what} in ${text.slice(0, 300)}`)
  }
  return problems
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

function errorCode(body: string): string | undefined {
  const error = (parse(body) as { error?: { code?: unknown } } | undefined)?.error
  return typeof error?.code === 'string' ? error.code : undefined
}

/**
 * `{ error: { code, message } }` (and optional details), nothing beside `error`, the code one of the
 * protocol's ERROR_CODES (the web has a text for each of those, no other).
 */
export function isErrorShape(body: string): boolean {
  const parsed = parse(body) as Record<string, unknown> | undefined
  if (!parsed || typeof parsed !== 'object' || Object.keys(parsed).join() !== 'error') return false
  return errorBodySchema.safeParse(parsed).success
}
