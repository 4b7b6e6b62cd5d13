import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.js'

/** A delete button that asks first, naming what goes: a deletion cannot be undone. */
export function DeleteRecord({
  name,
  disabled,
  onConfirm,
}: {
  name: string
  disabled?: boolean
  onConfirm: () => void
}) {
  const { t } = useTranslation('admin-web-site')
  const [asking, setAsking] = useState(false)
  return (
    <>
      <button
        type="button"
        className="button button--danger"
        disabled={disabled}
        aria-label={t('delete.named', { name })}
        onClick={() => setAsking(true)}
      >
        {t('delete.button')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('delete.title')}
          text={t('delete.text', { name })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('cancel')}
          danger
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false)
            onConfirm()
          }}
        />
      )}
    </>
  )
}
