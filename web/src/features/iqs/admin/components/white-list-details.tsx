import type { WhiteListProfile } from '@iqs/protocol'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { formatDate, formatFileSize } from '../../../../lib/format.js'
import { kycFileUrl, useWhiteListProfile } from '../api/get-white-list-profile.js'
import { useSetPublicKey } from '../api/set-public-key.js'
import { useWhiteListAction, type WhiteListAction } from '../api/white-list-action.js'
import { adminPaths } from '../admin-paths.js'
import { ConfirmButton } from './confirm-button.js'
import { StatusBadge } from './status-badge.js'
import { useErrorText } from './use-error-text.js'

/** Which decisions make sense from a status (spec §4); the api checks them again. */
function actionsFor(status: WhiteListProfile['status']): WhiteListAction[] {
  switch (status) {
    case 'REGISTERING':
      // Approving answers the spec's "Not checkable" message: the admin sees why, not a missing button.
      return ['approve', 'delete']
    case 'PENDING':
      return ['approve', 'reject', 'lock', 'delete']
    case 'APPROVED':
      return ['reject', 'lock', 'delete']
    case 'REJECTED':
      return ['approve', 'lock', 'delete']
    case 'LOCKED':
      return ['unlock', 'delete']
  }
}

/** The review of one application (spec §3 "White list profile") with its documents and the decisions. */
export function WhiteListDetails({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation('iqs-admin')
  const profile = useWhiteListProfile(userId)
  const action = useWhiteListAction(userId)
  const changeKey = useSetPublicKey(userId)
  const errorText = useErrorText()
  const navigate = useNavigate()
  const [approveKey, setApproveKey] = useState('')
  const [newKey, setNewKey] = useState('')

  const run = (which: WhiteListAction) =>
    action.mutate(
      { action: which, publicKey: approveKey.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(t(`whiteList.success.${which}`))
          if (which === 'delete') void navigate(adminPaths.whiteList)
        },
        onError: (error) => toast.error(errorText(error, `whiteList.errors.${which}`)),
      },
    )

  const p = profile.data
  return (
    <section aria-labelledby="wl-details-title">
      <p>
        <Link to={adminPaths.whiteList}>← {t('whiteList.back')}</Link>
      </p>
      <ListState status={profile.status} isEmpty={false} emptyText="" errorText={t('whiteList.profileError')}>
        {p && (
          <>
            <header className="admin-page__header">
              <h2 id="wl-details-title">
                {p.first_name} {p.last_name}
              </h2>
              <StatusBadge status={p.status} />
            </header>
            <div className="admin-grid">
              <dl className="card facts">
                <Fact label={t('columns.firstName')}>{p.first_name}</Fact>
                <Fact label={t('columns.lastName')}>{p.last_name}</Fact>
                <Fact label={t('columns.email')}>{p.email}</Fact>
                <Fact label={t('columns.mobile')}>{p.mobile_number}</Fact>
                <Fact label={t('columns.businessName')}>{p.business_name}</Fact>
                <Fact label={t('columns.address')}>{p.address}</Fact>
                <Fact label={t('columns.country')}>{p.country}</Fact>
                <Fact label={t('columns.publicSignature')}>
                  {p.public_signature && <code className="mono-break">{p.public_signature}</code>}
                  {p.key_origin && <span className="muted"> ({t(`keyOrigin.${p.key_origin}`)})</span>}
                </Fact>
                <Fact label={t('columns.type')}>{t(`whiteList.types.${p.type}`)}</Fact>
                <Fact label={t('columns.subType')}>{p.sub_type}</Fact>
                <Fact label={t('columns.registered')}>{formatDate(p.registered, i18n.language)}</Fact>
                <Fact label={t('columns.pep')}>{p.pep_confirmed ? t('yes') : t('no')}</Fact>
              </dl>
              <div className="admin-stack">
                <section className="card" aria-labelledby="wl-files">
                  <h3 id="wl-files">{t('whiteList.files')}</h3>
                  {p.files.length === 0 ? (
                    <p className="muted">{t('whiteList.noFiles')}</p>
                  ) : (
                    <ul className="file-list">
                      {p.files.map((file) => (
                        <li key={file.id}>
                          <span className="chip">{t(`kyc.${file.kind}`)}</span>{' '}
                          <a href={kycFileUrl(p.user_id, file.id)} target="_blank" rel="noreferrer">
                            {file.file_name}
                          </a>{' '}
                          <span className="muted">{formatFileSize(file.size, i18n.language)}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
                <section className="card" aria-labelledby="wl-decide">
                  <h3 id="wl-decide">{t('whiteList.decide')}</h3>
                  {actionsFor(p.status).includes('approve') && (
                    <div className="field">
                      <label htmlFor="wl-approve-key">{t('whiteList.approveKey')}</label>
                      <input
                        id="wl-approve-key"
                        value={approveKey}
                        placeholder="0x…"
                        onChange={(e) => setApproveKey(e.target.value)}
                      />
                      <p className="field__hint">{t('whiteList.approveKeyHint')}</p>
                    </div>
                  )}
                  <div className="admin-actions">
                    {actionsFor(p.status).map((which) => (
                      <ConfirmButton
                        key={which}
                        variant={
                          which === 'delete' || which === 'reject'
                            ? 'danger'
                            : which === 'approve'
                              ? 'primary'
                              : 'secondary'
                        }
                        question={t(`whiteList.confirm.${which}`, { name: `${p.first_name} ${p.last_name}` })}
                        pending={action.isPending && action.variables?.action === which}
                        onConfirm={() => run(which)}
                      >
                        {t(`whiteList.actions.${which}`)}
                      </ConfirmButton>
                    ))}
                  </div>
                </section>
                <section className="card" aria-labelledby="wl-key">
                  <h3 id="wl-key">{t('whiteList.changeKey')}</h3>
                  <div className="field">
                    <label htmlFor="wl-new-key">{t('whiteList.newKey')}</label>
                    <input id="wl-new-key" value={newKey} onChange={(e) => setNewKey(e.target.value)} />
                  </div>
                  <div className="admin-actions">
                    <ConfirmButton
                      variant="secondary"
                      disabled={!newKey.trim()}
                      pending={changeKey.isPending}
                      question={t('whiteList.confirm.key')}
                      onConfirm={() =>
                        changeKey.mutate(newKey.trim(), {
                          onSuccess: () => {
                            toast.success(t('whiteList.success.key'))
                            setNewKey('')
                          },
                          onError: (error) => toast.error(errorText(error, 'errors.PUBLIC_KEY_INVALID')),
                        })
                      }
                    >
                      {t('whiteList.assignKey')}
                    </ConfirmButton>
                  </div>
                </section>
              </div>
            </div>
          </>
        )}
      </ListState>
    </section>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="facts__row">
      <dt>{label}</dt>
      <dd>{children ?? '—'}</dd>
    </div>
  )
}
