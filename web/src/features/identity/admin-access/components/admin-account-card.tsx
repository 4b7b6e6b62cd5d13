import { ADMIN_PERMISSIONS, type AdminAccount, type AdminPermission } from '@iqs/protocol'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { errorText } from '../../../../lib/error-text.js'
import { useSetAdminPermissions } from '../api/admin-accounts.js'
import { AdminAccessHistory } from './admin-access-history.js'

/**
 * One admin: a checkbox per group, saved together (the api replaces the whole set), and the
 * history of the changes on demand. The form starts from what the api last said.
 */
export function AdminAccountCard({ account }: { account: AdminAccount }) {
  const { t, i18n } = useTranslation('admin-access')
  const titleId = useId()
  const [held, setHeld] = useState<ReadonlySet<AdminPermission>>(() => new Set(account.permissions))
  const [showHistory, setShowHistory] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const save = useSetAdminPermissions(account.user_id)
  const changed = held.size !== account.permissions.length || account.permissions.some((p) => !held.has(p))
  const name = `${account.first_name} ${account.last_name}`.trim() || account.email

  const toggle = (permission: AdminPermission) =>
    setHeld((before) => {
      const next = new Set(before)
      if (next.has(permission)) next.delete(permission)
      else next.add(permission)
      return next
    })

  const submit = () => {
    setFailure(null)
    save.mutate(
      ADMIN_PERMISSIONS.filter((p) => held.has(p)),
      {
        onSuccess: (saved) => {
          setHeld(new Set(saved.permissions))
          toast.success(t('saved', { name }))
        },
        onError: (error) => setFailure(errorText(i18n, error, t('saveFailed'))),
      },
    )
  }

  return (
    <section className="card admin-account" aria-labelledby={titleId}>
      <header className="admin-account__header">
        <h3 id={titleId}>{name}</h3>
        <span className="muted">{account.email}</span>
      </header>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <fieldset className="admin-account__groups">
          <legend>{t('groups', { name })}</legend>
          {ADMIN_PERMISSIONS.map((permission) => (
            <label key={permission} className="admin-account__group">
              <input type="checkbox" checked={held.has(permission)} onChange={() => toggle(permission)} />
              {t(`common:adminArea.permissions.${permission}`)}
            </label>
          ))}
        </fieldset>
        {failure && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
        <div className="admin-account__actions">
          <button type="submit" className="button" disabled={!changed || save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setShowHistory((v) => !v)}>
            {showHistory ? t('history.hide') : t('history.show')}
          </button>
        </div>
      </form>
      {showHistory && <AdminAccessHistory userId={account.user_id} />}
    </section>
  )
}
