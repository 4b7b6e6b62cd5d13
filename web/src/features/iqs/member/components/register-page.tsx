import type { WhiteListStatus } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { formatFileSize } from '../../../../lib/format.js'
import { NEW_KYC, useKyc } from '../api/get-kyc.js'
import { useProfile } from '../api/get-profile.js'
import { KycForm } from './kyc-form.js'
import { KycState } from './kyc-state.js'

/** The statuses whose file may still be sent again (the api refuses the others: KYC_NOT_EDITABLE). */
const EDITABLE: readonly WhiteListStatus[] = ['REGISTERING', 'PENDING', 'REJECTED']

/**
 * /my-iqs-tokens/register: where the application stands, the KYC/KYB form while it may change, and
 * the documents on file. A member who never saved a file has none yet (the api's 404, spec §4).
 */
export function RegisterPage() {
  const { t, i18n } = useTranslation('iqs-member')
  const profile = useProfile()
  const kyc = useKyc()
  const file = kyc.data ?? NEW_KYC
  const status = kyc.data?.white_list_status ?? profile.data?.white_list_status ?? 'REGISTERING'
  return (
    <div className="iqs-stack">
      <KycState status={status} missing={kyc.isSuccess ? file.missing : []} />
      {kyc.isError && (
        <p className="form-error" role="alert">
          {t('kyc.loadFailed')}
        </p>
      )}
      {kyc.isPending ? (
        <p className="muted">{t('loading')}</p>
      ) : EDITABLE.includes(status) ? (
        <KycForm kyc={file} />
      ) : (
        <p className="card muted">{t('kyc.notEditable')}</p>
      )}
      {file.files.length > 0 && (
        <section className="card" aria-labelledby="kyc-saved-title">
          <h2 id="kyc-saved-title">{t('kyc.saved_files')}</h2>
          <ul className="kyc-saved">
            {file.files.map((saved) => (
              <li key={saved.id}>
                <strong>{t(`kyc.files.${saved.kind}`)}</strong> {saved.file_name}{' '}
                <span className="muted">({formatFileSize(saved.size, i18n.language)})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
