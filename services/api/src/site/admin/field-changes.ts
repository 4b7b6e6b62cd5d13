/**
 * The fields whose value differs, as the admin journal keeps them: `{ title_en: { from, to } }`.
 * Only the fields of `after` are compared (a form's fields), and one it leaves out (`undefined`:
 * "keep it") is not a change; an unchanged form gives `{}`.
 *
 * @example changedFields({ title_en: 'Old', position: 1 }, { title_en: 'New', position: 1 })
 * // { title_en: { from: 'Old', to: 'New' } }
 */
export function changedFields(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {}
  for (const [field, to] of Object.entries(after)) {
    if (to === undefined) continue
    const from = before[field] ?? null
    if (from !== to) changes[field] = { from, to }
  }
  return changes
}
