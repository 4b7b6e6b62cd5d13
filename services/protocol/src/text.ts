import { z } from 'zod'

/** C0 controls and DEL: never in a one-line field. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROLS = /[\u0000-\u001f\u007f]/
/** The same less tab, line feed and carriage return, which multi-line text keeps. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
/** A UTF-16 surrogate without its other half: not a character, and PostgreSQL's jsonb refuses it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export const TEXT_REFUSED = 'contains characters that are not allowed (control characters or invalid Unicode)'

/** Whether a client's text is fit to store: no control character (but line breaks if `multiline`), no lone surrogate. */
export function isSafeText(value: string, options: { multiline?: boolean } = {}): boolean {
  return !(options.multiline ? CONTROLS_BUT_LINES : CONTROLS).test(value) && !LONE_SURROGATE.test(value)
}

/**
 * Every string a client sends (body, query, path, multipart field, file name) starts here: text
 * with no U+0000 (PostgreSQL refuses it: a 500 before this), no other control character (tab, line
 * feed and carriage return only where `multiline`), no lone surrogate. Chain the field's own rules
 * after it: `text().trim().min(1).max(200)`.
 */
export function text(options: { multiline?: boolean; error?: string } = {}) {
  const string = options.error === undefined ? z.string() : z.string({ error: options.error })
  return string.refine((value) => isSafeText(value, options), { error: TEXT_REFUSED })
}
