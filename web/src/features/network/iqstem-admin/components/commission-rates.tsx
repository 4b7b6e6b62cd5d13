import { commissionRateInput, type CommissionProgramme } from '@iqs/protocol'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldError } from '../../../../components/ui/field-error.js'
import { ListState } from '../../../../components/ui/list-state.js'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { formatDate } from '../../../../lib/format.js'
import { useCommissionRates, useSaveCommissionRate, type CommissionRates } from '../api/commission-rates.js'
import { typedDecimal } from '../utils/payment-amounts.js'

/** The rate of each programme (lead, referral), editable; a commission keeps the rate of its day. */
export function CommissionRatesCard() {
  const { t } = useTranslation('network-iqstem-admin')
  const rates = useCommissionRates()
  return (
    <section className="card" aria-labelledby="iqstem-rates-title">
      <h3 id="iqstem-rates-title">{t('rates.title')}</h3>
      <p className="muted">{t('rates.intro')}</p>
      <ListState
        status={rates.status}
        isEmpty={(rates.data?.items.length ?? 0) === 0}
        emptyText={t('rates.empty')}
        errorText={t('rates.error')}
      >
        <div className="iqstem-grid">
          {rates.data?.items.map((rate) => (
            <RateForm key={`${rate.programme}-${rate.updated_at}`} rate={rate} />
          ))}
        </div>
      </ListState>
    </section>
  )
}

function RateForm({ rate }: { rate: CommissionRates['items'][number] }) {
  const { t, i18n } = useTranslation('network-iqstem-admin')
  const errorText = useErrorText()
  const id = useId()
  const save = useSaveCommissionRate()
  const [value, setValue] = useState(rate.rate_percent)
  const [problem, setProblem] = useState<string | null>(null)
  const programme: CommissionProgramme = rate.programme
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = commissionRateInput.safeParse(typedDecimal(value) ?? '')
    if (!parsed.success) return setProblem(t('invalid.rate'))
    setProblem(null)
    save.mutate(
      { programme, rate_percent: parsed.data },
      {
        onSuccess: () => toast.success(t('rates.saved', { programme: t(`programmes.${programme}`) })),
        onError: (error) => setProblem(errorText(error, t('rates.failed'))),
      },
    )
  }
  return (
    <form className="iqstem-form" noValidate onSubmit={submit}>
      <div className="field">
        <label htmlFor={id}>{t('rates.label', { programme: t(`programmes.${programme}`) })}</label>
        <input
          id={id}
          inputMode="decimal"
          value={value}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <FieldError message={problem} />
        <p className="field__hint">
          {rate.updated_by
            ? t('rates.setBy', { name: rate.updated_by, date: formatDate(rate.updated_at, i18n.language) })
            : t('rates.setOn', { date: formatDate(rate.updated_at, i18n.language) })}
        </p>
      </div>
      <div>
        <button type="submit" className="button button--secondary" disabled={save.isPending}>
          {t('rates.save')}
        </button>
      </div>
    </form>
  )
}
