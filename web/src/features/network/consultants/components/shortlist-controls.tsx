import type { ConsultantDetail } from '@iqs/protocol'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.js'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { useRemoveShortlistEntry, useSaveShortlistEntry } from '../api/shortlist.js'

/** Add to or remove from my shortlist, and my note about the consultant while they are on it. */
export function ShortlistControls({ detail, name }: { detail: ConsultantDetail; name: string }) {
  const { t } = useTranslation(['network-consultants', 'common'])
  const errorText = useErrorText()
  const save = useSaveShortlistEntry()
  const remove = useRemoveShortlistEntry()
  const [note, setNote] = useState(detail.shortlist?.note ?? '')
  const [confirming, setConfirming] = useState(false)
  const userId = detail.card.user_id
  const failed = (error: unknown) => toast.error(errorText(error, t('shortlist.failed')))
  if (!detail.shortlist)
    return (
      <button
        type="button"
        className="button"
        disabled={save.isPending}
        onClick={() =>
          save.mutate(
            { userId, note: '' },
            { onSuccess: () => toast.success(t('shortlist.added')), onError: failed },
          )
        }
      >
        {t('shortlist.add')}
      </button>
    )
  return (
    <div className="shortlist-controls">
      <p className="badge">{t('card.shortlisted')}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          save.mutate(
            { userId, note },
            { onSuccess: () => toast.success(t('shortlist.saved')), onError: failed },
          )
        }}
      >
        <div className="field">
          <label htmlFor="shortlist-note">{t('shortlist.note')}</label>
          <textarea
            id="shortlist-note"
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <div className="shortlist-controls__actions">
          <button type="submit" className="button button--ghost" disabled={save.isPending}>
            {t('shortlist.saveNote')}
          </button>
          <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
            {t('shortlist.remove')}
          </button>
        </div>
      </form>
      {confirming && (
        <ConfirmDialog
          title={t('shortlist.confirmRemove', { name })}
          text={t('shortlist.confirmRemoveText')}
          confirmLabel={t('shortlist.remove')}
          cancelLabel={t('shortlist.cancel')}
          danger
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            remove.mutate(userId, {
              onSuccess: () => {
                setNote('')
                toast.success(t('shortlist.removed'))
              },
              onError: failed,
            })
          }}
        />
      )}
    </div>
  )
}
