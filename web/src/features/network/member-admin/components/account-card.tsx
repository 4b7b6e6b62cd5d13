import type { MemberAccountState } from '@iqs/protocol'
import type { QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { formatDate } from '../../../../lib/format.js'
import { useMemberAccountAction } from '../api/member-account-action.js'
import { FactsList } from './facts-list.js'
import { MemberStatusBadge } from './member-status-badge.js'
import { ReasonDialog } from './reason-dialog.js'

/**
 * Whether the member's account may sign in, and the admin's move on it: suspend (with a reason:
 * the member cannot sign in, their sessions end, their public presence is hidden) or reactivate.
 */
export function AccountCard({
  userId,
  name,
  account,
  refreshes,
}: {
  userId: number
  name: string
  account: MemberAccountState
  refreshes?: readonly QueryKey[]
}) {
  const { t, i18n } = useTranslation('network-member-admin')
  const errorText = useErrorText()
  const change = useMemberAccountAction(refreshes)
  const [asking, setAsking] = useState(false)
  const action = account.suspended ? 'reactivate' : 'suspend'
  const run = (reason: string) => {
    setAsking(false)
    change.mutate(
      { userId, action, reason },
      {
        onSuccess: () => toast.success(t(`account.done.${action}`, { name })),
        onError: (error) => toast.error(errorText(error, t('account.failed'))),
      },
    )
  }
  const rows: [string, ReactNode][] = [
    [
      t('account.state'),
      <MemberStatusBadge key="state" status={account.suspended ? 'SUSPENDED' : 'ACTIVE'} />,
    ],
  ]
  if (account.suspended) {
    rows.push([
      t('account.since'),
      account.suspended_at ? formatDate(account.suspended_at, i18n.language) : '—',
    ])
    rows.push([t('account.reason'), account.suspension_reason ?? '—'])
  }
  return (
    <section className="card" aria-labelledby="member-account-title">
      <h3 id="member-account-title">{t('account.title')}</h3>
      <FactsList rows={rows} />
      <p className="muted">{t(account.suspended ? 'account.suspendedHint' : 'account.activeHint')}</p>
      <div className="member-actions">
        <button
          type="button"
          className={account.suspended ? 'button' : 'button button--danger'}
          disabled={change.isPending}
          onClick={() => setAsking(true)}
        >
          {t(`account.${action}`)}
        </button>
      </div>
      {asking && (
        <ReasonDialog
          title={t(`account.${action}Title`, { name })}
          text={t(`account.${action}Text`, { name })}
          label={t('account.reasonLabel')}
          confirmLabel={t(`account.${action}`)}
          danger={action === 'suspend'}
          onConfirm={run}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  )
}
