import { iqstemMessages } from '@iqs/protocol'
import type { TFunction } from 'i18next'

const KNOWN = new Set<string>(Object.values(iqstemMessages))

/** A form field's refusal (an `iqstemMessages` key of the protocol) in the reader's language. */
export function fieldMessage(t: TFunction, error: { message?: string | undefined } | undefined) {
  if (!error) return undefined
  const key = error.message ?? ''
  return t(`invalid.${KNOWN.has(key) ? key : 'generic'}`)
}
