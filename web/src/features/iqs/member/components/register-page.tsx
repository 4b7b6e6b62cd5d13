import { KYC_ALLOWED_FORMATS, KYC_MAX_FILE_BYTES, kycMessages, type KycFileKind } from '@iqs/protocol'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { formatFileSize } from '../../../../lib/format.js'
import { useProfile } from '../api/get-profile.js'
import { useKyc } from '../api/get-kyc.js'
import { useSubmitKyc, type UploadProgress } from '../api/submit-kyc.js'
import { KycState } from './kyc-state.js'

/** Spec §5: the file's extension must be one of its kind's formats, and the size within the limit. */
export function checkKycFile(kind: KycFileKind, file: File): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  if (!KYC_ALLOWED_FORMATS[kind].includes(extension))
    return kycMessages.formatNotAllowed(KYC_ALLOWED_FORMATS[kind])
  if (file.size > KYC_MAX_FILE_BYTES) return kycMessages.fileTooLarge
  return null
}

/** Each file's share of the bytes sent so far, in the order the form appends them. */
function fileProgress(files: [KycFileKind, File][], progress: UploadProgress | null) {
  const shares: Partial<Record<KycFileKind, number>> = {}
  if (!progress) return shares
  const textBytes = Math.max(0, progress.total - files.reduce((sum, [, f]) => sum + f.size, 0))
  let offset = textBytes
  for (const [kind, file] of files) {
    shares[kind] = file.size === 0 ? 1 : Math.min(1, Math.max(0, (progress.loaded - offset) / file.size))
    offset += file.size
  }
  return shares
}

/** /my-iqs-tokens/register: the KYC/KYB file with its documents and the state of the application. */
export function RegisterPage() {
  const { t, i18n } = useTranslation('iqs-member')
  const profile = useProfile()
  const kyc = useKyc()
  const [isCompany, setIsCompany] = useState(false)
  const [files, setFiles] = useState<Partial<Record<KycFileKind, File>>>({})
  const [fileErrors, setFileErrors] = useState<Partial<Record<KycFileKind, string>>>({})
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const submit = useSubmitKyc(setProgress)
  const status = kyc.data?.white_list_status ?? profile.data?.white_list_status ?? 'REGISTERING'
  const kinds: KycFileKind[] = isCompany ? ['statutes', 'kbis', 'id', 'bank'] : ['id', 'bank']
  const chosen = kinds.flatMap((kind): [KycFileKind, File][] => (files[kind] ? [[kind, files[kind]]] : []))
  const shares = fileProgress(chosen, progress)

  const pick = (kind: KycFileKind, file: File | undefined) => {
    const error = file ? checkKycFile(kind, file) : null
    setFileErrors((e) => ({ ...e, [kind]: error ?? undefined }))
    setFiles((f) => ({ ...f, [kind]: error ? undefined : file }))
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const source = new FormData(event.currentTarget)
    const form = new FormData()
    form.set('is_company', String(isCompany))
    form.set('pep_confirmed', source.get('pep_confirmed') ? 'true' : 'false')
    for (const name of ['business_name', 'address', 'country', 'mobile_number', 'public_key']) {
      const value = String(source.get(name) ?? '').trim()
      if (value && (name !== 'business_name' || isCompany)) form.set(name, value)
    }
    for (const [kind, file] of chosen) form.append(kind, file)
    setProgress({ loaded: 0, total: 1 })
    submit.mutate(form, {
      onSuccess: () => {
        toast.success(t('kyc.saved'))
        setFiles({})
      },
      onError: () => toast.error(kycMessages.uploadFailed),
      onSettled: () => setProgress(null),
    })
  }

  return (
    <div className="iqs-stack">
      <KycState status={status} missing={kyc.data?.missing ?? []} />
      <form className="card kyc-form" onSubmit={onSubmit} aria-labelledby="kyc-form-title">
        <h2 id="kyc-form-title">{t('kyc.formTitle')}</h2>
        <label className="check">
          <input type="checkbox" checked={isCompany} onChange={(e) => setIsCompany(e.target.checked)} />
          {t('kyc.isCompany')}
        </label>
        <div className="kyc-form__grid">
          {isCompany && (
            <label>
              {t('kyc.businessName')}
              <input name="business_name" autoComplete="organization" />
            </label>
          )}
          <label>
            {t('kyc.address')}
            <input name="address" autoComplete="street-address" />
          </label>
          <label>
            {t('kyc.country')}
            <input name="country" autoComplete="country-name" />
          </label>
          <label>
            {t('kyc.mobile')}
            <input name="mobile_number" type="tel" autoComplete="tel" />
          </label>
          <label>
            {t('kyc.publicKey')}
            <input name="public_key" placeholder="0x…" />
          </label>
        </div>
        <fieldset className="kyc-form__files">
          <legend>{t('kyc.documents', { size: formatFileSize(KYC_MAX_FILE_BYTES, i18n.language) })}</legend>
          {kinds.map((kind) => (
            <div key={kind} className="kyc-file">
              <label>
                {t(`kyc.files.${kind}`)}
                <input
                  type="file"
                  accept={KYC_ALLOWED_FORMATS[kind].map((f) => `.${f}`).join(',')}
                  onChange={(e) => pick(kind, e.target.files?.[0])}
                />
              </label>
              <span className="muted">{KYC_ALLOWED_FORMATS[kind].join(', ')}</span>
              {fileErrors[kind] && (
                <span className="form-error" role="alert">
                  {fileErrors[kind]}
                </span>
              )}
              {progress && files[kind] && (
                <progress
                  aria-label={t('kyc.progress', { file: files[kind].name })}
                  max={1}
                  value={shares[kind] ?? 0}
                />
              )}
            </div>
          ))}
        </fieldset>
        <label className="check">
          <input type="checkbox" name="pep_confirmed" />
          {t('kyc.pep')}
        </label>
        {progress && (
          <progress aria-label={t('kyc.progressAll')} max={progress.total} value={progress.loaded} />
        )}
        <button className="button" type="submit" disabled={submit.isPending}>
          {submit.isPending ? t('kyc.sending') : t('kyc.submit')}
        </button>
        {kyc.data && kyc.data.files.length > 0 && (
          <>
            <h3>{t('kyc.saved_files')}</h3>
            <ul className="kyc-form__saved">
              {kyc.data.files.map((file) => (
                <li key={file.id}>
                  {t(`kyc.files.${file.kind}`)}: {file.file_name} ({formatFileSize(file.size, i18n.language)})
                </li>
              ))}
            </ul>
          </>
        )}
      </form>
    </div>
  )
}
