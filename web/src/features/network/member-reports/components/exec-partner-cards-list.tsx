import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { useExecPartnerCards } from '../api/exec-partner-cards.js'
import { cardStatusKey } from '../utils/card-status.js'
import { memberDetailsPath } from '../utils/member-admin-paths.js'
import { CardVisibilityButton } from './card-visibility-button.js'

/**
 * The executive partners' public cards (spec §3, /our-leaders): every partner with one, and those
 * hidden, with the button to hide or show each. A partner's details page has the same control
 * with its history.
 */
export function ExecPartnerCardsList() {
  const { t } = useTranslation('network-member-reports')
  const cards = useExecPartnerCards()
  const items = cards.data?.items ?? []
  return (
    <section className="member-reports" aria-labelledby="exec-partner-cards-title">
      <h3 id="exec-partner-cards-title">{t('cards.listTitle')}</h3>
      <p className="muted">{t('cards.listIntro')}</p>
      <ListState
        status={cards.status}
        isEmpty={items.length === 0}
        emptyText={t('cards.listEmpty')}
        errorText={t('cards.error')}
      >
        <div className="member-table-wrap">
          <table className="member-table">
            <caption className="visually-hidden">{t('cards.listTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('reports.table.name')}</th>
                <th scope="col">{t('cards.headline')}</th>
                <th scope="col">{t('cards.status')}</th>
                <th scope="col">{t('cards.action')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((card) => {
                const name = [card.first_name, card.last_name].filter(Boolean).join(' ') || `#${card.user_id}`
                return (
                  <tr key={card.user_id}>
                    <th scope="row">
                      <Link to={memberDetailsPath('ExecPartner', card.user_id)}>{name}</Link>
                    </th>
                    <td>{card.headline ?? '—'}</td>
                    <td>
                      <span className={`member-state member-state--${card.shown ? 'shown' : 'hidden'}`}>
                        {t(`cards.${cardStatusKey(card)}`)}
                      </span>
                    </td>
                    <td>
                      <CardVisibilityButton userId={card.user_id} hidden={card.hidden} name={name} />
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </ListState>
    </section>
  )
}
