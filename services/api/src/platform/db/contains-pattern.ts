/**
 * An ILIKE pattern that finds `text` anywhere, with the user's own `%`, `_`
 * and `\` taken literally (a search for "100%" must not match everything).
 *
 * @example
 * db.selectFrom('projects').where('title', 'ilike', containsPattern('data 100%'))
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
