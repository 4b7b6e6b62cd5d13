import { formatDecimal, type OrderBook } from '@iqs/protocol'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListState } from '../../../components/ui/list-state.js'
import { ApiError } from '../../../lib/api-client.js'
import { findPositionAt } from '../api/find-position-at.js'
import { useBookAt } from '../api/get-book-at.js'
import { useHoldersAt } from '../api/get-holders-at.js'

/**
 * Time travel: a past log position (typed, or found from a date and time)
 * and the book and the holders as they were just after it, rebuilt by the
 * api from the log. A position past the end of the log shows the state at
 * its head, and says so: the api answers the book with the position it
 * rebuilt, and the holders are then asked at that same position.
 */
export function TimeTravel() {
  const { t, i18n } = useTranslation('audit')
  const [mode, setMode] = useState<'position' | 'time'>('position')
  const [draft, setDraft] = useState('')
  const [moment, setMoment] = useState('')
  const [at, setAt] = useState<number | null>(null)
  const [mapping, setMapping] = useState<'idle' | 'busy' | 'error'>('idle')
  const [isIQS, setIsIQS] = useState(true)
  const book = useBookAt(at, isIQS)
  const shownAt = book.data?.at ?? null
  /** The log's head, when the position asked for lies past it. */
  const end = at !== null && shownAt !== null && shownAt < at ? shownAt : null
  const holders = useHoldersAt(end ?? at)
  const holdersForbidden = holders.error instanceof ApiError && holders.error.status === 403

  /** Shows the book and holders at a position, or at the last position recorded by a moment. */
  async function travel() {
    if (mode === 'position') {
      if (/^\d+$/.test(draft.trim())) setAt(Number(draft.trim()))
      return
    }
    if (!moment) return
    setMapping('busy')
    try {
      setAt(await findPositionAt(new Date(moment)))
      setMapping('idle')
    } catch {
      setMapping('error')
    }
  }

  return (
    <section className="card audit-section" aria-labelledby="travel-title">
      <h3 id="travel-title">{t('travel.title')}</h3>
      <form
        className="audit-filters"
        onSubmit={(e) => {
          e.preventDefault()
          void travel()
        }}
      >
        <div className="field field--narrow">
          <label htmlFor="travel-mode">{t('travel.by')}</label>
          <select id="travel-mode" value={mode} onChange={(e) => setMode(e.target.value as typeof mode)}>
            <option value="position">{t('travel.byPosition')}</option>
            <option value="time">{t('travel.byTime')}</option>
          </select>
        </div>
        {mode === 'position' ? (
          <div className="field">
            <label htmlFor="travel-position">{t('travel.position')}</label>
            <input
              id="travel-position"
              inputMode="numeric"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
          </div>
        ) : (
          <div className="field">
            <label htmlFor="travel-time">{t('travel.time')}</label>
            <input
              id="travel-time"
              type="datetime-local"
              step="1"
              value={moment}
              onChange={(e) => setMoment(e.target.value)}
            />
          </div>
        )}
        <div className="field field--narrow">
          <label htmlFor="travel-market">{t('travel.market')}</label>
          <select
            id="travel-market"
            value={isIQS ? 'IQS' : 'OST'}
            onChange={(e) => setIsIQS(e.target.value === 'IQS')}
          >
            <option value="IQS">IQS</option>
            <option value="OST">OST</option>
          </select>
        </div>
        <button type="submit" className="button" disabled={mapping === 'busy'}>
          {t('travel.go')}
        </button>
      </form>
      {mapping === 'busy' && <p role="status">{t('travel.mapping')}</p>}
      {mapping === 'error' && <p role="alert">{t('travel.mappingError')}</p>}
      {at !== null && (
        <>
          <p className="travel-at" role="status">
            {end === null ? t('travel.asOf', { position: at }) : t('travel.clamped', { end })}
          </p>
          <div className="travel-grid">
            <ListState status={book.status} isEmpty={false} emptyText="" errorText={t('travel.bookError')}>
              {book.data && <PastBook book={book.data} />}
            </ListState>
            <section aria-labelledby="travel-holders">
              <h4 id="travel-holders">{t('travel.holders')}</h4>
              {holdersForbidden ? (
                <p className="muted">{t('travel.holdersAdminOnly')}</p>
              ) : (
                <ListState
                  status={holders.status}
                  isEmpty={holders.data?.holders.length === 0}
                  emptyText={t('travel.noHolders')}
                  errorText={t('travel.holdersError')}
                >
                  <table className="audit-table" aria-label={t('travel.holders')}>
                    <thead>
                      <tr>
                        <th>{t('travel.owner')}</th>
                        <th className="num">IQS</th>
                        <th className="num">OST</th>
                      </tr>
                    </thead>
                    <tbody>
                      {holders.data?.holders.map((h) => (
                        <tr key={h.userId}>
                          <td>{h.owner}</td>
                          <td className="num">{formatDecimal(h.iqsShares, i18n.language)}</td>
                          <td className="num">{formatDecimal(h.ostShares, i18n.language)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ListState>
              )}
            </section>
          </div>
        </>
      )}
    </section>
  )
}

function PastBook({ book }: { book: OrderBook }) {
  const { t, i18n } = useTranslation('audit')
  const real = (side: OrderBook['buy']) => side.filter((level) => !level.qty.startsWith('-'))
  return (
    <section aria-labelledby="travel-book">
      <h4 id="travel-book">{t('travel.book', { instrument: book.instrument })}</h4>
      <div className="past-book">
        {(['buy', 'sell'] as const).map((side) => (
          <table key={side} className="audit-table" aria-label={t(`travel.${side}`)}>
            <thead>
              <tr>
                <th className="num">{t(`travel.${side}`)} €</th>
                <th className="num">{t('travel.qty')}</th>
              </tr>
            </thead>
            <tbody>
              {real(book[side]).length === 0 ? (
                <tr>
                  <td colSpan={2} className="muted">
                    {t('travel.emptySide')}
                  </td>
                </tr>
              ) : (
                real(book[side]).map((level) => (
                  <tr key={level.price}>
                    <td className={`num side-${side}`}>{formatDecimal(level.price, i18n.language)}</td>
                    <td className="num">{formatDecimal(level.qty, i18n.language)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        ))}
      </div>
    </section>
  )
}
