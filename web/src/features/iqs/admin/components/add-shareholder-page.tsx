import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useAddShareholder } from '../api/add-shareholder.js'
import { adminPaths } from '../admin-paths.js'
import { isTokenAmount } from '../utils/validation.js'
import { ConfirmButton } from './confirm-button.js'
import { useErrorText } from './use-error-text.js'

/** Add a shareholder: an existing account receives tokens from the treasury. */
export function AddShareholderPage() {
  const { t } = useTranslation('iqs-admin')
  const add = useAddShareholder()
  const errorText = useErrorText()
  const [email, setEmail] = useState('')
  const [quantity, setQuantity] = useState('')
  const [isIQS, setIsIQS] = useState(true)
  const [errors, setErrors] = useState<{ email?: string; quantity?: string }>({})
  const validate = () => {
    const next = {
      email: email.includes('@') ? undefined : t('shareholder.invalidEmail'),
      quantity: isTokenAmount(quantity) ? undefined : t('errors.AMOUNT_INVALID'),
    }
    setErrors(next)
    return !next.email && !next.quantity
  }
  return (
    <section aria-labelledby="shareholder-title" className="admin-narrow">
      <p>
        <Link to={adminPaths.holdings}>← {t('menu.holdings')}</Link>
      </p>
      <h2 id="shareholder-title">{t('shareholder.title')}</h2>
      <form className="card admin-form" onSubmit={(e) => e.preventDefault()} noValidate>
        <div className="field">
          <label htmlFor="sh-email">{t('columns.email')}</label>
          <input
            id="sh-email"
            type="email"
            value={email}
            aria-invalid={errors.email ? true : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          {errors.email && <p className="field__error">{errors.email}</p>}
        </div>
        <div className="field">
          <label htmlFor="sh-quantity">{t('shareholder.quantity')}</label>
          <input
            id="sh-quantity"
            inputMode="numeric"
            value={quantity}
            aria-invalid={errors.quantity ? true : undefined}
            onChange={(e) => setQuantity(e.target.value)}
          />
          {errors.quantity && <p className="field__error">{errors.quantity}</p>}
        </div>
        <div className="field">
          <label htmlFor="sh-instrument">{t('market.instrument')}</label>
          <select
            id="sh-instrument"
            value={isIQS ? 'IQS' : 'OST'}
            onChange={(e) => setIsIQS(e.target.value === 'IQS')}
          >
            <option value="IQS">IQS</option>
            <option value="OST">OST</option>
          </select>
        </div>
        <div className="admin-actions">
          <ConfirmButton
            beforeOpen={validate}
            pending={add.isPending}
            question={t('shareholder.confirm', { email, quantity })}
            onConfirm={() =>
              add.mutate(
                { email: email.trim(), quantity: quantity.trim(), isIQS },
                {
                  onSuccess: () => {
                    toast.success(t('shareholder.success'))
                    setEmail('')
                    setQuantity('')
                  },
                  onError: (error) => toast.error(errorText(error, 'errors.SHAREHOLDER_INVALID')),
                },
              )
            }
          >
            {t('shareholder.submit')}
          </ConfirmButton>
        </div>
      </form>
    </section>
  )
}
