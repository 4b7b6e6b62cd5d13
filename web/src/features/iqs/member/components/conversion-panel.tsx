import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useConversions, useRequestConversion } from '../api/conversions.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { formatQuantity, toTokens } from '../../market/utils/money.js'

/** Convert IQS into OST 1:1: the tokens are locked until an admin decides. */
export function ConversionPanel() {
  const { t, i18n } = useTranslation('iqs-member')
  const errorText = useErrorText()
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string | null>(null)
  const conversions = useConversions()
  const request = useRequestConversion()
  const when = new Intl.DateTimeFormat(i18n.language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'medium' })

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (toTokens(amount) === null) return setError(t('form.invalidAmount'))
    setError(null)
    request.mutate(amount.trim(), {
      onSuccess: () => {
        toast.success(t('conversion.requested'))
        setAmount('')
      },
      onError: (e) => toast.error(errorText(e, t('conversion.failed'))),
    })
  }

  return (
    <div className="conversion">
      <form className="p2p__form" onSubmit={onSubmit} noValidate aria-label={t('conversion.title')}>
        <p className="muted">{t('conversion.text')}</p>
        <label>
          {t('conversion.amount')}
          <input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="numeric" />
        </label>
        <button className="button" type="submit" disabled={request.isPending}>
          {t('conversion.submit')}
        </button>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
      {(conversions.data ?? []).length > 0 && (
        <table className="grid-table" aria-label={t('conversion.listTitle')}>
          <thead>
            <tr>
              <th scope="col">{t('orders.date')}</th>
              <th scope="col">{t('form.quantity')}</th>
              <th scope="col">{t('orders.status')}</th>
            </tr>
          </thead>
          <tbody>
            {(conversions.data ?? []).map((c) => (
              <tr key={c.id}>
                <td>{when.format(new Date(c.requestedAt))}</td>
                <td>{formatQuantity(c.quantity, i18n.language)}</td>
                <td>{t(`conversion.status.${c.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
