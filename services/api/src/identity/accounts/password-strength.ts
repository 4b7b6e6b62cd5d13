import type { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { appError } from '../../platform/errors.js'

/** zxcvbn's score 3: "safely unguessable", about 10^8 guesses and more. Below it is refused. */
export const MIN_PASSWORD_SCORE = 3

/** What the estimator says of a refused password: keys, so the client can show them in its language. */
export interface PasswordWeakness {
  score: number
  /** A zxcvbn-ts warning key (`topTen`, `userInputs`, `common`...), or null. */
  warning: string | null
  /** zxcvbn-ts suggestion keys (`anotherWord`, `capitalization`...). */
  suggestions: string[]
}

let estimator: Promise<ZxcvbnFactory> | undefined

/**
 * The estimator, built on first use: its dictionaries (common passwords,
 * English and French words, names, Wikipedia) are megabytes and take about
 * half a second to rank, which a process that never sees a new password
 * should not pay at start. Without `translations`, feedback comes as keys.
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en, fr] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
      import('@zxcvbn-ts/language-fr'),
    ])
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary },
      graphs: common.adjacencyGraphs,
    })
  })()
  return estimator
}

/**
 * Rates a new password, with what is known of its owner: a password built on
 * the e-mail address or the name (`ada.lovelace@x.com`, `Lovelace1815`) is
 * rated as easy as the common ones. Undefined when it is strong enough.
 *
 * @example await weakness('12345678', ['ada@example.com', 'Ada', 'Lovelace']) // { score: 0, warning: 'topTen', ... }
 */
export async function weakness(
  password: string,
  userInputs: readonly string[],
): Promise<PasswordWeakness | undefined> {
  const zxcvbn = await loadEstimator()
  // The e-mail whole and in parts ('ada.lovelace', 'example'), so either half is caught alone.
  const inputs = userInputs.flatMap((input) => {
    const text = input.trim().toLowerCase()
    return text ? [text, ...text.split(/[@.+_-]+/).filter((part) => part.length >= 3)] : []
  })
  const result = zxcvbn.check(password, inputs)
  if (result.score >= MIN_PASSWORD_SCORE) return undefined
  return {
    score: result.score,
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
  }
}

/**
 * Throws 400 PASSWORD_TOO_WEAK, with the estimator's keys as details, when a
 * new password (registration, reset) is too easy to guess. The length rule
 * (8 characters) is the protocol schema's and comes first.
 *
 * @example await assertStrongPassword(body.password, [body.email, body.first_name, body.last_name])
 */
export async function assertStrongPassword(password: string, userInputs: readonly string[]): Promise<void> {
  const found = await weakness(password, userInputs)
  if (found) throw appError('PASSWORD_TOO_WEAK', undefined, found)
}
