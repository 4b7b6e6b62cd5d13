import type { Contract } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../../lib/format.js'

/** Every recorded step of the contract, oldest first: what, by whom, when, with its message. */
export function ContractHistory({ entries }: { entries: Contract['history'] }) {
  const { t, i18n } = useTranslation('network-contracts')
  return (
    <section className="card" aria-labelledby="contract-history-title">
      <h3 id="contract-history-title">{t('history.title')}</h3>
      <ol className="project-history">
        {entries.map((entry, index) => (
          <li key={index}>
            <span>
              {t(`history.${entry.transition}`, { defaultValue: entry.transition })} ·{' '}
              {t(`history.by.${entry.by}`)} · {formatDate(entry.at, i18n.language)}
            </span>
            {entry.message && <p className="project-facts-view__description">{entry.message}</p>}
          </li>
        ))}
      </ol>
    </section>
  )
}
