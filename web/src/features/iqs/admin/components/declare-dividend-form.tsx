import { zodResolver } from '@hookform/resolvers/zod'
import { declareDividendRequestSchema, parisDate } from '@iqs/protocol'
import { useState, type ReactNode } from 'react'
import { useForm, type FieldError as FormFieldError, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.js'
import { FieldError } from '../../../../components/ui/field-error.js'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { formatDay } from '../../../../lib/format.js'
import { useDeclareDividend } from '../api/declare-dividend.js'
import { formatEur } from '../utils/format-decimal.js'
import { useDividendErrorText } from './use-dividend-error-text.js'

type Values = z.input<typeof declareDividendRequestSchema>
type Body = z.output<typeof declareDividendRequestSchema>
type Field = keyof Values

/** An amount as typed, the way the api reads it: '0,012 5' → '0.0125'; empty is none. */
const typedAmount = (value: unknown) => {
  const text = String(value ?? '')
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.')
  return text === '' ? undefined : text
}

/** The protocol schema's check, which refuses what the api refuses. */
const resolver: Resolver<Values, unknown, Body> = zodResolver(declareDividendRequestSchema)

/**
 * A field's refusal in the reader's language. The protocol schema words its own (in English, for
 * api users); here each field says what it wants, and the payment date, why it comes too early.
 */
function fieldText(t: (key: string) => string, field: Field, error: FormFieldError | undefined) {
  if (!error) return undefined
  if (field === 'title')
    return t(`dividends.form.invalid.${error.type === 'too_big' ? 'titleLong' : 'title'}`)
  if (field === 'paymentDate' && error.type === 'custom') return t('dividends.form.invalid.paymentBefore')
  return t(`dividends.form.invalid.${field}`)
}

/**
 * Declare a dividend (issue 19): its title, the amount per share in euros (up to 4 decimals), the
 * record date (the holders at the end of that day, Paris time, are paid) and the payment date,
 * checked by the protocol's schema as the api checks them. A confirmation says what follows; a
 * record date already over fixes the entitlements at once (the api answers FIXED).
 */
export function DeclareDividendForm() {
  const { t, i18n } = useTranslation('iqs-admin')
  const lang = i18n.language
  const declare = useDeclareDividend()
  const errorText = useDividendErrorText()
  const [pending, setPending] = useState<Body | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const { register, handleSubmit, formState, reset } = useForm<Values, unknown, Body>({
    resolver,
    defaultValues: { title: '', amountPerShare: '', recordDate: '', paymentDate: '' },
  })
  const errors = formState.errors
  const message = (field: Field) => fieldText(t, field, errors[field])
  /** A field's input: its id (the label's), and its refusal tied to it. */
  const inputOf = (field: Field) => ({
    id: `dividend-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `dividend-${field}-error` : undefined,
  })

  const submit = (body: Body) => {
    setPending(null)
    setRefusal(null)
    declare.mutate(body, {
      onSuccess: (dividend) => {
        toast.success(
          t(dividend.state === 'FIXED' ? 'dividends.form.successFixed' : 'dividends.form.success'),
        )
        reset()
      },
      onError: (error) => setRefusal(errorText(error, 'dividends.form.failed')),
    })
  }

  return (
    <>
      <form
        className="card admin-form dividend-form"
        aria-labelledby="dividend-form-title"
        noValidate
        onSubmit={(event) =>
          void handleSubmit((body) => {
            setRefusal(null)
            setPending(body)
          })(event)
        }
      >
        <h3 id="dividend-form-title">{t('dividends.form.title')}</h3>
        <FormField id="title" label={t('dividends.form.name')} message={message('title')}>
          <input
            autoComplete="off"
            placeholder={t('dividends.form.namePlaceholder')}
            {...inputOf('title')}
            {...register('title')}
          />
        </FormField>
        <div className="dividend-form__fields">
          <FormField
            id="amountPerShare"
            label={t('dividends.form.amount')}
            message={message('amountPerShare')}
          >
            <input
              inputMode="decimal"
              autoComplete="off"
              {...inputOf('amountPerShare')}
              {...register('amountPerShare', { setValueAs: typedAmount })}
            />
          </FormField>
          {(['recordDate', 'paymentDate'] as const).map((field) => (
            <FormField key={field} id={field} label={t(`dividends.form.${field}`)} message={message(field)}>
              <input type="date" {...inputOf(field)} {...register(field)} />
            </FormField>
          ))}
        </div>
        <p className="muted small">{t('dividends.form.hint')}</p>
        <FieldError message={refusal} />
        <div className="admin-actions">
          <button
            type="submit"
            className="button"
            disabled={declare.isPending}
            aria-busy={declare.isPending || undefined}
          >
            {t('dividends.form.submit')}
          </button>
        </div>
      </form>
      {pending && (
        <ConfirmDialog
          title={t('confirm.title')}
          text={[
            t('dividends.form.confirm', {
              title: pending.title,
              amount: formatEur(pending.amountPerShare, lang),
              record: formatDay(pending.recordDate, lang),
              payment: formatDay(pending.paymentDate, lang),
            }),
            pending.recordDate < parisDate(new Date()) ? t('dividends.form.confirmFixed') : '',
          ]
            .filter(Boolean)
            .join(' ')}
          confirmLabel={t('confirm.confirm')}
          cancelLabel={t('confirm.cancel')}
          onConfirm={() => submit(pending)}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  )
}

/** A labelled field of the form, its refusal below its input (`dividend-<id>`). */
function FormField({
  id,
  label,
  message,
  children,
}: {
  id: Field
  label: string
  message: string | undefined
  children: ReactNode
}) {
  return (
    <div className="field">
      <label htmlFor={`dividend-${id}`}>{label}</label>
      {children}
      <FieldMessage id={`dividend-${id}-error`} message={message} />
    </div>
  )
}

/** A field's refusal, tied to its input (aria-describedby); nothing when there is none. */
function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="field__error" id={id}>
      {message}
    </p>
  ) : null
}
