import { FieldError } from '../../../../components/ui/field-error.js'
import type { MarketConfigEntry } from '@iqs/protocol'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListState } from '../../../../components/ui/list-state.js'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useCreateTokens } from '../api/create-tokens.js'
import { useMarketConfig } from '../api/get-market-config.js'
import { useUpdateMarketConfig } from '../api/update-market-config.js'
import { formatDateTime, formatDecimal, formatEur } from '../utils/format-decimal.js'
import { fitsIn, isEurAmount, isPercent, isTokenAmount } from '../utils/validation.js'
import { ConfirmButton } from './confirm-button.js'
import { StatusBadge } from './status-badge.js'
import { SuspendTraderCard } from './suspend-trader-card.js'
import { useErrorText } from './use-error-text.js'

/** `datetime-local` value (local time) to an ISO instant. */
const toIso = (local: string) => new Date(local).toISOString()

/**
 * Market config (spec §3): open or suspend each market, the blackout period
 * of both, fees, reference price, token creation within max creatable, and
 * one trader's suspension (suspend-trader-card.tsx). Each change confirms and
 * refreshes the figures.
 */
export function MarketConfigPage() {
  const { t, i18n } = useTranslation('iqs-admin')
  const config = useMarketConfig()
  const update = useUpdateMarketConfig()
  const errorText = useErrorText()
  const [instrument, setInstrument] = useState<'IQS' | 'OST'>('IQS')
  const isIQS = instrument === 'IQS'
  const market: MarketConfigEntry | undefined = config.data?.[instrument]

  const save = (body: Parameters<typeof update.mutate>[0], successKey: string, errorKey: string) =>
    update.mutate(body, {
      onSuccess: () => toast.success(t(successKey)),
      onError: (error) => toast.error(errorText(error, errorKey)),
    })

  return (
    <section aria-labelledby="market-config-title">
      <header className="admin-page__header">
        <h2 id="market-config-title">{t('market.title')}</h2>
        <div className="segmented" role="group" aria-label={t('market.instrument')}>
          {(['IQS', 'OST'] as const).map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={instrument === name}
              onClick={() => setInstrument(name)}
            >
              {name}
            </button>
          ))}
        </div>
      </header>
      <ListState status={config.status} isEmpty={false} emptyText="" errorText={t('market.loadError')}>
        {config.data && market && (
          <div className="admin-grid admin-grid--three">
            <section className="card" aria-labelledby="mc-figures">
              <h3 id="mc-figures">{t('market.figures', { instrument })}</h3>
              <dl className="facts">
                <div className="facts__row">
                  <dt>{t('market.openStatus')}</dt>
                  <dd>
                    <StatusBadge status={config.data.in_blackout ? 'BLACKOUT' : market.open_status} />
                  </dd>
                </div>
                <Row
                  label={t('market.referencePrice')}
                  value={formatEur(market.reference_price, i18n.language)}
                />
                <Row label={t('market.lastPrice')} value={formatEur(market.last_price, i18n.language)} />
                <Row
                  label={t('market.feeMinimum')}
                  value={formatEur(market.transaction_fee_minimum_eur, i18n.language)}
                />
                <Row
                  label={t('market.feePercent')}
                  value={`${formatDecimal(market.transaction_fee_percent, i18n.language)} %`}
                />
                <Row
                  label={t('market.treasury')}
                  value={formatDecimal(market.tokens_in_treasury, i18n.language)}
                />
                <Row
                  label={t('market.circulation')}
                  value={formatDecimal(market.tokens_in_circulation, i18n.language)}
                />
                <Row
                  label={t('market.sharesPlusIqs')}
                  value={formatDecimal(config.data.shares_plus_iqs_in_circulation, i18n.language)}
                />
                <Row
                  label={t('market.maxCreatable')}
                  value={formatDecimal(market.max_creatable, i18n.language)}
                />
              </dl>
              <div className="admin-actions">
                {market.open_status === 'SUSPENDED' ? (
                  <ConfirmButton
                    question={t('market.confirm.open', { instrument })}
                    pending={update.isPending}
                    onConfirm={() =>
                      save({ isIQS, open: true }, 'market.success.open', 'errors.MARKET_STATUS_FAILED')
                    }
                  >
                    {t('market.open')}
                  </ConfirmButton>
                ) : (
                  <ConfirmButton
                    variant="danger"
                    question={t('market.confirm.suspend', { instrument })}
                    pending={update.isPending}
                    onConfirm={() =>
                      save({ isIQS, open: false }, 'market.success.suspend', 'errors.MARKET_STATUS_FAILED')
                    }
                  >
                    {t('market.suspend')}
                  </ConfirmButton>
                )}
              </div>
            </section>
            <BlackoutCard
              period={config.data.blackout_period}
              inBlackout={config.data.in_blackout}
              pending={update.isPending}
              onSchedule={(start, end) =>
                save(
                  { isIQS, blackout_period: { start: toIso(start), end: toIso(end) } },
                  'market.success.blackout',
                  'market.errors.blackout',
                )
              }
              onClear={() =>
                save(
                  { isIQS, blackout_period: null },
                  'market.success.blackoutCleared',
                  'market.errors.blackout',
                )
              }
              language={i18n.language}
            />
            <FeesCard
              key={`fees-${instrument}`}
              market={market}
              pending={update.isPending}
              onSave={(minimum, percent) =>
                save(
                  { isIQS, transaction_fee_minimum_eur: minimum, transaction_fee_percent: percent },
                  'market.success.fees',
                  'errors.FEE_INVALID',
                )
              }
            />
            <PriceCard
              key={`price-${instrument}`}
              market={market}
              pending={update.isPending}
              onSave={(price) =>
                save({ isIQS, reference_price: price }, 'market.success.price', 'market.errors.price')
              }
            />
            <CreateTokensCard key={`create-${instrument}`} market={market} isIQS={isIQS} />
            <SuspendTraderCard />
          </div>
        )}
      </ListState>
    </section>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="facts__row">
      <dt>{label}</dt>
      <dd className="num">{value}</dd>
    </div>
  )
}

function BlackoutCard(props: {
  period: { start: string; end: string } | null
  inBlackout: boolean
  pending: boolean
  language: string
  onSchedule: (start: string, end: string) => void
  onClear: () => void
}) {
  const { t } = useTranslation('iqs-admin')
  const [start, setStart] = useState('')
  const [end, setEnd] = useState('')
  const [error, setError] = useState<string | null>(null)
  const validate = () => {
    const ok = Boolean(start && end) && new Date(start) < new Date(end)
    setError(ok ? null : t('market.errors.blackoutDates'))
    return ok
  }
  return (
    <section className="card" aria-labelledby="mc-blackout">
      <h3 id="mc-blackout">{t('market.blackout')}</h3>
      <p className="muted">
        {props.period
          ? t('market.blackoutFromTo', {
              start: formatDateTime(props.period.start, props.language),
              end: formatDateTime(props.period.end, props.language),
            })
          : t('market.noBlackout')}
        {props.inBlackout && (
          <>
            {' '}
            · <strong>{t('market.inBlackout')}</strong>
          </>
        )}
      </p>
      <div className="field">
        <label htmlFor="mc-blackout-start">{t('market.blackoutStart')}</label>
        <input
          id="mc-blackout-start"
          type="datetime-local"
          value={start}
          onChange={(e) => setStart(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="mc-blackout-end">{t('market.blackoutEnd')}</label>
        <input
          id="mc-blackout-end"
          type="datetime-local"
          value={end}
          onChange={(e) => setEnd(e.target.value)}
        />
      </div>
      <FieldError message={error} />
      <div className="admin-actions">
        <ConfirmButton
          beforeOpen={validate}
          pending={props.pending}
          question={t('market.confirm.blackout')}
          onConfirm={() => props.onSchedule(start, end)}
        >
          {t('market.scheduleBlackout')}
        </ConfirmButton>
        {props.period && (
          <ConfirmButton
            variant="secondary"
            pending={props.pending}
            question={t('market.confirm.clearBlackout')}
            onConfirm={props.onClear}
          >
            {t('market.clearBlackout')}
          </ConfirmButton>
        )}
      </div>
    </section>
  )
}

function FeesCard(props: {
  market: MarketConfigEntry
  pending: boolean
  onSave: (min: string, pct: string) => void
}) {
  const { t } = useTranslation('iqs-admin')
  const [minimum, setMinimum] = useState(props.market.transaction_fee_minimum_eur)
  const [percent, setPercent] = useState(props.market.transaction_fee_percent)
  const [error, setError] = useState<string | null>(null)
  const validate = () => {
    const ok = isEurAmount(minimum) && isPercent(percent)
    setError(ok ? null : t('errors.FEE_INVALID'))
    return ok
  }
  return (
    <section className="card" aria-labelledby="mc-fees">
      <h3 id="mc-fees">{t('market.fees')}</h3>
      <div className="field">
        <label htmlFor="mc-fee-min">{t('market.feeMinimum')}</label>
        <input
          id="mc-fee-min"
          inputMode="decimal"
          value={minimum}
          onChange={(e) => setMinimum(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="mc-fee-pct">{t('market.feePercent')}</label>
        <input
          id="mc-fee-pct"
          inputMode="decimal"
          value={percent}
          onChange={(e) => setPercent(e.target.value)}
        />
      </div>
      <FieldError message={error} />
      <div className="admin-actions">
        <ConfirmButton
          beforeOpen={validate}
          pending={props.pending}
          question={t('market.confirm.fees', { minimum, percent })}
          onConfirm={() => props.onSave(minimum.trim(), percent.trim())}
        >
          {t('market.saveFees')}
        </ConfirmButton>
      </div>
    </section>
  )
}

function PriceCard(props: { market: MarketConfigEntry; pending: boolean; onSave: (price: string) => void }) {
  const { t } = useTranslation('iqs-admin')
  const [price, setPrice] = useState(props.market.reference_price)
  const [error, setError] = useState<string | null>(null)
  const validate = () => {
    const ok = isEurAmount(price, props.market.price_decimals)
    setError(ok ? null : t('errors.AMOUNT_INVALID'))
    return ok
  }
  return (
    <section className="card" aria-labelledby="mc-price">
      <h3 id="mc-price">{t('market.referencePrice')}</h3>
      <div className="field">
        <label htmlFor="mc-price-input">{t('market.priceEur')}</label>
        <input
          id="mc-price-input"
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
      </div>
      <FieldError message={error} />
      <div className="admin-actions">
        <ConfirmButton
          beforeOpen={validate}
          pending={props.pending}
          question={t('market.confirm.price', { price })}
          onConfirm={() => props.onSave(price.trim())}
        >
          {t('market.savePrice')}
        </ConfirmButton>
      </div>
    </section>
  )
}

function CreateTokensCard({ market, isIQS }: { market: MarketConfigEntry; isIQS: boolean }) {
  const { t, i18n } = useTranslation('iqs-admin')
  const create = useCreateTokens()
  const errorText = useErrorText()
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string | null>(null)
  const validate = () => {
    const message = !isTokenAmount(amount)
      ? t('errors.AMOUNT_INVALID')
      : !fitsIn(amount, market.max_creatable)
        ? t('errors.MAX_SUPPLY_EXCEEDED')
        : null
    setError(message)
    return message === null
  }
  return (
    <section className="card" aria-labelledby="mc-create">
      <h3 id="mc-create">{t('market.createTokens')}</h3>
      <p className="muted">
        {t('market.maxCreatableHint', { max: formatDecimal(market.max_creatable, i18n.language) })}
      </p>
      <div className="field">
        <label htmlFor="mc-create-amount">{t('market.amount')}</label>
        <input
          id="mc-create-amount"
          inputMode="numeric"
          value={amount}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
      <FieldError message={error} />
      <div className="admin-actions">
        <ConfirmButton
          beforeOpen={validate}
          pending={create.isPending}
          question={t('market.confirm.create', { amount, instrument: market.instrument })}
          onConfirm={() =>
            create.mutate(
              { amount: amount.trim(), isIQS },
              {
                onSuccess: () => {
                  toast.success(t('market.success.create'))
                  setAmount('')
                },
                onError: (e) => toast.error(errorText(e, 'errors.TOKENS_NOT_CREATED')),
              },
            )
          }
        >
          {t('market.create')}
        </ConfirmButton>
      </div>
    </section>
  )
}
