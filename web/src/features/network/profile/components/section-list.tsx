import type { ProfileListSection } from '@iqs/protocol'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { useDeleteEntry, useReorderEntries } from '../api/section-entries.js'

interface SectionListProps<E extends { id: string }> {
  section: ProfileListSection
  entries: E[]
  /** How an entry reads in the list. */
  summary: (entry: E) => ReactNode
  /** The entry's name, for the buttons' labels ("Move TypeScript up"). */
  name: (entry: E) => string
  /** The entry's form: empty (null) to add one; `done` closes it. */
  form: (entry: E | null, done: () => void) => ReactNode
}

/**
 * A list section of the profile: its entries in their owner's order, each with edit, delete, and
 * up and down buttons (plain buttons: Tab reaches them, Enter or Space moves), and the add button.
 * One form is open at a time, in place of the entry it edits or below the list for a new one.
 */
export function SectionList<E extends { id: string }>({
  section,
  entries,
  summary,
  name,
  form,
}: SectionListProps<E>) {
  const { t } = useTranslation('network-profile')
  const errorText = useErrorText()
  const [editing, setEditing] = useState<string | null>(null)
  const remove = useDeleteEntry(section)
  const reorder = useReorderEntries(section)
  const list = useRef<HTMLOListElement>(null)
  const busy = remove.isPending || reorder.isPending
  // After a move, the keyboard stays on the moved entry: its button of the same direction, or the
  // other one once it reached the end of the list; found once the list re-rendered and the buttons
  // are enabled again.
  const focusAfterMove = useRef<{ id: string; direction: 'up' | 'down' } | null>(null)
  useEffect(() => {
    const target = focusAfterMove.current
    if (!target || busy) return
    focusAfterMove.current = null
    const row = list.current?.querySelector(`[data-entry="${target.id}"]`)
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]`)
    const other = row?.querySelector<HTMLButtonElement>(
      `[data-move="${target.direction === 'up' ? 'down' : 'up'}"]`,
    )
    ;(same && !same.disabled ? same : other)?.focus()
  }, [entries, busy])

  const close = () => setEditing(null)
  const move = (index: number, delta: -1 | 1, label: string) => {
    const ids = entries.map((e) => e.id)
    const [moved] = ids.splice(index, 1)
    ids.splice(index + delta, 0, moved!)
    reorder.mutate(ids, {
      onSuccess: () => {
        toast.success(t('list.moved', { name: label }))
        focusAfterMove.current = { id: moved!, direction: delta < 0 ? 'up' : 'down' }
      },
      onError: (error) => toast.error(errorText(error, t('list.moveFailed'))),
    })
  }
  const onDelete = (entry: E) =>
    remove.mutate(entry.id, {
      onSuccess: () => toast.success(t('list.deleted', { name: name(entry) })),
      onError: (error) => toast.error(errorText(error, t('list.deleteFailed'))),
    })

  return (
    <div className="profile-list">
      {entries.length === 0 ? (
        <p className="list-state list-state--empty" role="status">
          {t(`${section}.empty`)}
        </p>
      ) : (
        <ol className="profile-list__entries" ref={list} aria-label={t(`${section}.title`)}>
          {entries.map((entry, index) =>
            editing === entry.id ? (
              <li key={entry.id} className="profile-list__entry profile-list__entry--editing">
                {form(entry, close)}
              </li>
            ) : (
              <li key={entry.id} className="profile-list__entry" data-entry={entry.id}>
                <div className="profile-list__summary">{summary(entry)}</div>
                <div className="profile-list__actions">
                  <button
                    type="button"
                    className="button button--ghost"
                    data-move="up"
                    disabled={busy || index === 0}
                    aria-label={t('list.moveUp', { name: name(entry) })}
                    onClick={() => move(index, -1, name(entry))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    data-move="down"
                    disabled={busy || index === entries.length - 1}
                    aria-label={t('list.moveDown', { name: name(entry) })}
                    onClick={() => move(index, 1, name(entry))}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={editing !== null}
                    aria-label={t('list.edit', { name: name(entry) })}
                    onClick={() => setEditing(entry.id)}
                  >
                    {t('list.editShort')}
                  </button>
                  <button
                    type="button"
                    className="button button--danger"
                    disabled={busy}
                    aria-label={t('list.delete', { name: name(entry) })}
                    onClick={() => onDelete(entry)}
                  >
                    {t('list.deleteShort')}
                  </button>
                </div>
              </li>
            ),
          )}
        </ol>
      )}
      {editing === 'new' ? (
        <div className="profile-list__new">{form(null, close)}</div>
      ) : (
        <button
          type="button"
          className="button profile-list__add"
          disabled={editing !== null}
          onClick={() => setEditing('new')}
        >
          {t(`${section}.add`)}
        </button>
      )}
    </div>
  )
}
