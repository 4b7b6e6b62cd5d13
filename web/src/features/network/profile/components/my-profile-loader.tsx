import type { MyProfile } from '@iqs/protocol'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useMyProfile } from '../api/get-my-profile.js'

/** My profile once loaded; meanwhile the loading line, and on failure the error with a retry. */
export function MyProfileLoader({ children }: { children: (profile: MyProfile) => ReactNode }) {
  const { t } = useTranslation('network-profile')
  const query = useMyProfile()
  if (query.isPending)
    return (
      <p className="list-state list-state--loading" role="status">
        <span className="spinner" aria-hidden="true" />
        {t('state.loading')}
      </p>
    )
  if (query.isError)
    return (
      <div className="list-state list-state--error" role="alert">
        <p>{t('state.error')}</p>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
          {t('state.retry')}
        </button>
      </div>
    )
  return children(query.data)
}
