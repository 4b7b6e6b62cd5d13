import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useAnswerProposal, usePartners, usePropose, useProposals, type ProposalAnswer } from '../api/p2p.js'
import type { Instrument } from '../../market/utils/instrument.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { formatDecimal, formatQuantity, toTokens } from '../../market/utils/money.js'
import { isPositivePrice } from '../utils/order-draft.js'

/**
 * Peer-to-peer deals of an approved trader: propose a sale to another share owner; answer or cancel
 * proposals. The unit value is checked as an order's price is, against the market's decimals once
 * its config is loaded.
 */
export function P2PDeals({ instrument, priceDecimals }: { instrument: Instrument; priceDecimals?: number }) {
  const { t, i18n } = useTranslation('iqs-member')
  const errorText = useErrorText()
  const lng = i18n.language
  const partners = usePartners()
  const proposals = useProposals()
  const propose = usePropose()
  const answer = useAnswerProposal()
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('')
  const [price, setPrice] = useState('')
  const [error, setError] = useState<string | null>(null)
  const list = partners.data ?? []

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!to) return setError(t('p2p.noPartnerSelected'))
    if (toTokens(amount) === null) return setError(t('form.invalidAmount'))
    if (!isPositivePrice(price.trim(), priceDecimals)) return setError(t('p2p.invalidUnitValue'))
    setError(null)
    propose.mutate(
      { to: Number(to), amount: amount.trim(), price: price.trim(), isIQS: instrument === 'IQS' },
      {
        onSuccess: () => {
          toast.success(t('p2p.proposed'))
          setAmount('')
        },
        onError: (e) => toast.error(errorText(e, t('p2p.failed'))),
      },
    )
  }

  const act = (id: string, kind: ProposalAnswer) =>
    answer.mutate(
      { id, answer: kind },
      {
        onSuccess: () => toast.success(t(`p2p.done.${kind}`)),
        onError: (e) =>
          toast.error(errorText(e, kind === 'accept' ? t('p2p.acceptFailed') : t('p2p.failed'))),
      },
    )

  return (
    <div className="p2p">
      <form className="p2p__form" onSubmit={onSubmit} noValidate aria-label={t('p2p.proposeTitle')}>
        {partners.isSuccess && list.length === 0 ? (
          <p className="muted">{t('p2p.noPartner')}</p>
        ) : (
          <label>
            {t('p2p.partner')}
            <select value={to} onChange={(e) => setTo(e.target.value)}>
              <option value="">{t('p2p.choose')}</option>
              {list.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.first_name} {p.last_name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          {t('form.quantity')}
          <input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="numeric" />
        </label>
        <label>
          {t('p2p.unitValue')}
          <input value={price} onChange={(e) => setPrice(e.target.value)} inputMode="decimal" />
        </label>
        <button className="button" type="submit" disabled={propose.isPending || list.length === 0}>
          {t('p2p.propose', { instrument })}
        </button>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
      {(proposals.data ?? []).length === 0 ? (
        <p className="panel__empty">{t('p2p.empty')}</p>
      ) : (
        <table className="grid-table" aria-label={t('p2p.listTitle')}>
          <thead>
            <tr>
              <th scope="col">{t('p2p.direction')}</th>
              <th scope="col">{t('orders.market')}</th>
              <th scope="col">{t('p2p.counterparty')}</th>
              <th scope="col">{t('form.quantity')}</th>
              <th scope="col">{t('p2p.unitValue')}</th>
              <th scope="col">{t('form.total')}</th>
              <th scope="col">{t('orders.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('orders.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(proposals.data ?? []).map((p) => (
              <tr key={p.id}>
                <td>{t(`p2p.${p.direction}`)}</td>
                <td>{p.instrument}</td>
                <td>
                  {p.counterparty.first_name} {p.counterparty.last_name}
                </td>
                <td>{formatQuantity(p.quantity, lng)}</td>
                <td>{formatDecimal(p.price, lng)}</td>
                <td>{formatDecimal(p.total, lng)}</td>
                <td>{t(`p2p.status.${p.status}`)}</td>
                <td className="actions">
                  {p.status === 'PROPOSED' && p.direction === 'IN' && (
                    <>
                      <button type="button" className="link-button up" onClick={() => act(p.id, 'accept')}>
                        {t('p2p.accept')}
                      </button>
                      <button type="button" className="link-button down" onClick={() => act(p.id, 'reject')}>
                        {t('p2p.reject')}
                      </button>
                    </>
                  )}
                  {p.status === 'PROPOSED' && p.direction === 'OUT' && (
                    <button type="button" className="link-button" onClick={() => act(p.id, 'cancel')}>
                      {t('orders.cancel')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
