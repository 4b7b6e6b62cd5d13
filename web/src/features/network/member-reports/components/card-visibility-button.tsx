import { MAX_CARD_REASON } from '@iqs/protocol'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.js'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { useSetExecPartnerCard } from '../api/exec-partner-cards.js'

/**
 * Hide or show one executive partner's public card. Hiding asks first (the card leaves the public
 * pages at once) and takes an optional reason for the other admins; showing does not ask.
 */
export function CardVisibilityButton({
  userId,
  hidden,
  name,
}: {
  userId: number
  hidden: boolean
  /** Whose card, for the button's accessible name in a list of several. */
  name: string
}) {
  const { t } = useTranslation('network-member-reports')
  const errorText = useErrorText()
  const id = useId()
  const change = useSetExecPartnerCard(userId)
  const [asking, setAsking] = useState(false)
  const [reason, setReason] = useState('')
  const send = (body: { hidden: boolean; reason?: string }) =>
    change.mutate(body, {
      onSuccess: () => {
        setAsking(false)
        setReason('')
        toast.success(t(body.hidden ? 'cards.hiddenDone' : 'cards.shownDone', { name }))
      },
      onError: (error) => toast.error(errorText(error, t('cards.failed'))),
    })
  return (
    <>
      <button
        type="button"
        className={hidden ? 'button button--secondary' : 'button button--danger'}
        disabled={change.isPending}
        aria-label={t(hidden ? 'cards.showNamed' : 'cards.hideNamed', { name })}
        onClick={() => (hidden ? send({ hidden: false }) : setAsking(true))}
      >
        {t(hidden ? 'cards.show' : 'cards.hide')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('cards.confirmTitle', { name })}
          text={t('cards.confirmText')}
          confirmLabel={t('cards.hide')}
          cancelLabel={t('cards.cancel')}
          danger
          onCancel={() => setAsking(false)}
          onConfirm={() => send({ hidden: true, reason: reason.trim() || undefined })}
        >
          <div className="card-reason-field">
            <label htmlFor={`${id}-reason`}>{t('cards.reason')}</label>
            <textarea
              id={`${id}-reason`}
              maxLength={MAX_CARD_REASON}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
        </ConfirmDialog>
      )}
    </>
  )
}
