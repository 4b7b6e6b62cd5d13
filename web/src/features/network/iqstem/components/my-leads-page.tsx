import { formatEur, LEAD_STATES, leadStateSchema, type LeadList, type LeadState } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { formatDate } from '../../../../lib/format.js'
import { useMyLeads } from '../api/get-my-leads.js'
import { iqstemPath, leadPath } from '../utils/iqstem-paths.js'
import { LeadStateBadge } from './lead-state-badge.js'

/**
 * my-leads (spec §2): a filter per state with its count (kept in the address, `?state=qualified`),
 * then each lead: company, contact, sector, budget, state, date, and its commission once earned.
 */
export function MyLeadsPage() {
  const { t, i18n } = useTranslation(['network-iqstem', 'common'])
  const [search, setSearch] = useSearchParams()
  const parsed = leadStateSchema.safeParse(search.get('state'))
  const state = parsed.success ? parsed.data : undefined
  const leads = useMyLeads(state)
  const items = leads.data?.items ?? []
  const language = i18n.language
  return (
    <section className="my-projects-list" aria-labelledby="my-leads-title">
      <div className="my-projects-list__head">
        <h2 id="my-leads-title">{t('leads.title')}</h2>
        <Link className="button" to={iqstemPath('add-leads')}>
          {t('leads.add')}
        </Link>
      </div>
      <StateFilter
        counts={leads.data?.counts}
        state={state}
        onChange={(next) => setSearch(next ? { state: next } : {}, { replace: true })}
      />
      <ListState
        status={leads.status}
        isEmpty={items.length === 0}
        emptyText={t(state ? 'leads.emptyState' : 'leads.empty')}
        errorText={t('leads.error')}
      >
        <ul className="my-projects-list__rows" aria-label={t('leads.listLabel')}>
          {items.map((lead) => (
            <li key={lead.id} className="my-projects-list__row iqstem-row">
              <div className="my-projects-list__summary">
                <Link className="my-projects-list__title" to={leadPath(lead.id)}>
                  {lead.company}
                </Link>
                <LeadStateBadge state={lead.state} />
                <span className="muted">
                  {t('leads.created', { date: formatDate(lead.created_at, language) })}
                </span>
              </div>
              <dl className="iqstem-row__facts">
                <div>
                  <dt>{t('leads.contact')}</dt>
                  <dd>{lead.contact_name}</dd>
                </div>
                <div>
                  <dt>{t('leads.sector')}</dt>
                  <dd>{t(`common:sectors.${lead.sector}`)}</dd>
                </div>
                <div>
                  <dt>{t('leads.budget')}</dt>
                  <dd>{lead.budget === null ? t('notGiven') : formatEur(lead.budget, language)}</dd>
                </div>
                {lead.commission && (
                  <div>
                    <dt>{t('leads.commission')}</dt>
                    <dd>
                      {t('leads.commissionPaid', {
                        amount: formatEur(lead.commission.amount, language),
                        paid: formatEur(lead.commission.paid, language),
                      })}
                    </dd>
                  </div>
                )}
              </dl>
            </li>
          ))}
        </ul>
      </ListState>
      {leads.status === 'success' && items.length === 0 && !state && (
        <p>
          <Link to={iqstemPath('add-leads')}>{t('leads.emptyLink')}</Link>
        </p>
      )}
    </section>
  )
}

/** All, then one button per state with its count; the pressed one is the list shown. */
function StateFilter({
  counts,
  state,
  onChange,
}: {
  counts: LeadList['counts'] | undefined
  state: LeadState | undefined
  onChange: (state: LeadState | undefined) => void
}) {
  const { t } = useTranslation('network-iqstem')
  const total = counts ? LEAD_STATES.reduce((sum, value) => sum + (counts[value] ?? 0), 0) : undefined
  const option = (value: LeadState | undefined, label: string, count: number | undefined) => (
    <button
      key={value ?? 'all'}
      type="button"
      className="my-projects-filter__option"
      aria-pressed={state === value}
      onClick={() => onChange(value)}
    >
      {label}
      {/* "Qualified 2" for a screen reader, not "Qualified2". */}
      {count !== undefined && ' '}
      {count !== undefined && <span className="my-projects-filter__count">{count}</span>}
    </button>
  )
  return (
    <div className="my-projects-filter" role="group" aria-label={t('leads.filterLabel')}>
      {option(undefined, t('leads.all'), total)}
      {LEAD_STATES.map((value) =>
        option(value, t(`leadState.${value}`), counts?.[value] ?? (counts ? 0 : undefined)),
      )}
    </div>
  )
}
