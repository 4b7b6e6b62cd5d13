import { zodResolver } from '@hookform/resolvers/zod'
import { KYC_ALLOWED_FORMATS, type KycFileKind, type KycStatus } from '@iqs/protocol'
import { useMemo, useState } from 'react'
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { useSubmitKyc } from '../api/submit-kyc.js'
import { checkKycFile } from '../utils/kyc-file-check.js'
import {
  documentsToSend,
  EMPTY_KYC_FORM,
  kycFormSchema,
  toKycFormData,
  type KycFormField,
  type KycFormValues,
} from '../utils/kyc-form.js'
import { kycRefusal } from '../utils/kyc-refusal.js'
import { fileProgress, type UploadProgress } from '../utils/kyc-upload-progress.js'
import { KycFileField } from './kyc-file-field.js'
import { TextField } from '../../../../components/ui/text-field.js'
import './kyc-form.css'

/** The form's fields in the order they are shown, for the summary of what is missing. */
const FIELD_ORDER: KycFormField[] = [
  'business_name',
  'address',
  'country',
  'mobile_number',
  'public_key',
  'statutes',
  'kbis',
  'id',
  'bank',
  'pep_confirmed',
]

/** The id of a field's input, for the summary's links. */
const inputId = (field: KycFormField) =>
  field === 'statutes' || field === 'kbis' || field === 'id' || field === 'bank'
    ? `kyc-file-${field}`
    : `kyc-${field.replace('_', '-')}`

/**
 * The KYC/KYB file (spec §3, §5): the applicant's details, one drop zone per document, the PEP
 * declaration. Nothing is sent until the file is complete: an incomplete save names every field it
 * lacks, on the field and in a summary, and so does the api's own refusal (422 KYC_INCOMPLETE). The
 * upload shows its progress, per document and in all.
 */
export function KycForm({ kyc }: { kyc: KycStatus }) {
  const { t, i18n } = useTranslation('iqs-member')
  const errorText = useErrorText()
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const submit = useSubmitKyc(setProgress)
  const saved = new Map(kyc.files.map((file) => [file.kind, file]))
  // useForm takes its options again at each render: the check follows the documents on file.
  const resolver = useMemo(
    () => zodResolver(kycFormSchema(new Set(kyc.files.map((file) => file.kind)))),
    [kyc.files],
  )
  const { register, control, handleSubmit, formState, setError, clearErrors, setValue } =
    useForm<KycFormValues>({
      defaultValues: EMPTY_KYC_FORM,
      resolver,
    })
  const values = useWatch({ control }) as KycFormValues
  const kinds: KycFileKind[] = values.is_company ? ['statutes', 'kbis', 'id', 'bank'] : ['id', 'bank']
  const shares = fileProgress(documentsToSend(values), progress)
  const sending = submit.isPending

  /** A field's error in the reader's language. */
  const message = (field: KycFormField, errors: FieldErrors<KycFormValues>): string | undefined => {
    const problem = errors[field]?.message
    if (!problem) return undefined
    if (problem === 'required') return t(`kyc.required.${field}`)
    if (problem === 'format')
      return t('kyc.invalid.format', { formats: KYC_ALLOWED_FORMATS[field as KycFileKind].join(', ') })
    return t(`kyc.invalid.${problem}`)
  }
  // After a save was tried: a document refused while choosing it is said on its field alone.
  const missing = formState.submitCount > 0 ? FIELD_ORDER.filter((field) => formState.errors[field]) : []

  const pick = (kind: KycFileKind, file: File | null, onChange: (file: File | null) => void) => {
    const problem = file ? checkKycFile(kind, file) : null
    if (!problem) {
      clearErrors(kind)
      return onChange(file)
    }
    // Set without validating: once a save was tried, validation would put "required" over the refusal.
    setValue(kind, null)
    setError(kind, { type: 'file', message: problem })
  }

  const onValid = (form: KycFormValues) => {
    setProgress({ loaded: 0, total: 1 })
    submit.mutate(toKycFormData(form), {
      onSuccess: () => {
        toast.success(t('kyc.saved'))
        for (const kind of ['statutes', 'kbis', 'id', 'bank'] as const) setValue(kind, null)
      },
      onError: (error) => {
        // The api's refusal names what the file lacks: each on its field, as the form's own check does.
        for (const field of kycRefusal(error)) setError(field, { type: 'server', message: 'required' })
        toast.error(errorText(error, t('kyc.uploadFailed')))
      },
      onSettled: () => setProgress(null),
    })
  }

  return (
    <form
      className="card kyc-form"
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      noValidate
      aria-labelledby="kyc-form-title"
    >
      <header className="kyc-form__head">
        <h2 id="kyc-form-title">{t('kyc.formTitle')}</h2>
        <p className="muted">{t('kyc.formIntro')}</p>
      </header>
      {missing.length > 0 && (
        <div className="kyc-form__summary" role="alert" aria-labelledby="kyc-summary-title">
          <p id="kyc-summary-title">
            <strong>{t('kyc.notSaved')}</strong>
          </p>
          <ul>
            {missing.map((field) => (
              <li key={field}>
                <a href={`#${inputId(field)}`}>{message(field, formState.errors)}</a>
              </li>
            ))}
          </ul>
        </div>
      )}

      <fieldset className="kyc-form__section">
        <legend>{t('kyc.sections.applicant')}</legend>
        <label className="kyc-form__check">
          <input type="checkbox" {...register('is_company')} />
          {t('kyc.isCompany')}
        </label>
        <div className="kyc-form__grid">
          {values.is_company && (
            <TextField
              id={inputId('business_name')}
              label={t('kyc.businessName')}
              autoComplete="organization"
              maxLength={200}
              registration={register('business_name')}
              error={message('business_name', formState.errors)}
            />
          )}
          <TextField
            id={inputId('address')}
            label={t('kyc.address')}
            autoComplete="street-address"
            maxLength={500}
            registration={register('address')}
            error={message('address', formState.errors)}
          />
          <TextField
            id={inputId('country')}
            label={t('kyc.country')}
            autoComplete="country-name"
            maxLength={100}
            registration={register('country')}
            error={message('country', formState.errors)}
          />
          <TextField
            id={inputId('mobile_number')}
            label={t('kyc.mobile')}
            type="tel"
            autoComplete="tel"
            maxLength={20}
            placeholder="+33 6 12 34 56 78"
            registration={register('mobile_number')}
            error={message('mobile_number', formState.errors)}
          />
          <TextField
            id={inputId('public_key')}
            label={t('kyc.publicKey')}
            placeholder="0x…"
            spellCheck={false}
            maxLength={200}
            hint={t('kyc.publicKeyHint')}
            registration={register('public_key')}
            error={message('public_key', formState.errors)}
          />
        </div>
      </fieldset>

      <fieldset className="kyc-form__section">
        <legend>{t('kyc.sections.documents')}</legend>
        <p className="muted kyc-form__note">{t('kyc.documentsHint')}</p>
        <div className="kyc-form__files">
          {kinds.map((kind) => (
            <Controller
              key={kind}
              name={kind}
              control={control}
              render={({ field }) => (
                <KycFileField
                  kind={kind}
                  file={field.value}
                  saved={saved.get(kind)}
                  error={message(kind, formState.errors)}
                  announce={formState.errors[kind]?.type === 'file'}
                  progress={progress ? (shares[kind] ?? 0) : undefined}
                  disabled={sending}
                  onPick={(file) => pick(kind, file, field.onChange)}
                  inputRef={field.ref}
                />
              )}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="kyc-form__section">
        <legend>{t('kyc.sections.declaration')}</legend>
        <label className="kyc-form__check">
          <input
            type="checkbox"
            id={inputId('pep_confirmed')}
            aria-invalid={!!formState.errors.pep_confirmed}
            aria-describedby={formState.errors.pep_confirmed ? 'kyc-pep-error' : undefined}
            {...register('pep_confirmed')}
          />
          {t('kyc.pep')}
        </label>
        {formState.errors.pep_confirmed && (
          <p className="field__error" id="kyc-pep-error">
            {message('pep_confirmed', formState.errors)}
          </p>
        )}
      </fieldset>

      <div className="kyc-form__actions">
        {progress && (
          <div className="kyc-form__progress">
            <progress
              className="kyc-progress"
              aria-label={t('kyc.progressAll')}
              max={progress.total}
              value={progress.loaded}
            />
            <span className="muted" aria-hidden="true">
              {new Intl.NumberFormat(i18n.language === 'fr' ? 'fr-FR' : 'en-GB', {
                style: 'percent',
                maximumFractionDigits: 0,
              }).format(progress.loaded / Math.max(1, progress.total))}
            </span>
          </div>
        )}
        <button className="button" type="submit" disabled={sending}>
          {sending && <span className="spinner spinner--small" aria-hidden="true" />}
          {sending ? t('kyc.sending') : t('kyc.submit')}
        </button>
      </div>
    </form>
  )
}
