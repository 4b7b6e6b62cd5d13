import { formatEur, LEAD_STATES, leadStateSchema } from '@iqs/protocol'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { Pagination } from '../../../../components/ui/pagination.js'
import { formatDate } from '../../../../lib/format.js'
import { useSearchCriteria } from '../../../../lib/use-search-criteria.js'
import { useAdminLeads } from '../api/get-admin-leads.js'
import { iqstemAdminPaths } from '../utils/iqstem-admin-paths.js'
import { StateBadge } from './state-badge.js'
import { StateFilter } from './state-filter.js'

/** The criteria kept in the address: a state, and the text searched (company, contact, member). */
function criteriaFrom(params: URLSearchParams) {
  const state = leadStateSchema.safeParse(params.get('state'))
  return { state: state.success ? state.data : undefined, query: params.get('query') ?? undefined }
}

/**
 * iq-leads (spec §2): every member's leads, newest first: a chip per state with its count, a search
 * box and pages, all in the address; each row opens the lead's page and its actions.
 */
export function LeadsPage() {
  const { t, i18n } = useTranslation('network-iqstem-admin')
  const { criteria, page, change, goToPage, formKey } = useSearchCriteria(criteriaFrom)
  const leads = useAdminLeads({ ...criteria, page })
  const items = leads.data?.items ?? []
  return (
    <section className="iqstem-admin__page" aria-labelledby="iqstem-leads-title">
      <h2 id="iqstem-leads-title">{t('leads.title')}</h2>
      <StateFilter
        kind="lead"
        states={LEAD_STATES}
        value={criteria.state}
        counts={leads.data?.counts}
        onChange={(state) => change({ state })}
      />
      {/* Keyed on the address: going back shows that address's text in the box. */}
      <SearchBox key={formKey} value={criteria.query ?? ''} onSearch={(query) => change({ query })} />
      <ListState
        status={leads.status}
        isEmpty={items.length === 0}
        emptyText={t('leads.empty')}
        errorText={t('leads.error')}
      >
        <div className="iqstem-table-wrap">
          <table className="iqstem-table">
            <caption className="visually-hidden">{t('leads.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('lead.company')}</th>
                <th scope="col">{t('lead.contact')}</th>
                <th scope="col">{t('lead.member')}</th>
                <th scope="col">{t('lead.state')}</th>
                <th scope="col">{t('lead.representative')}</th>
                <th scope="col" className="num">
                  {t('lead.budget')}
                </th>
                <th scope="col">{t('lead.created')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((lead) => (
                <tr key={lead.id}>
                  <th scope="row">
                    <Link to={iqstemAdminPaths.lead(lead.id)}>{lead.company}</Link>
                  </th>
                  <td>{lead.contact_name}</td>
                  <td>
                    <Link to={iqstemAdminPaths.details(lead.member.user_id)}>{lead.member.name}</Link>
                  </td>
                  <td>
                    <StateBadge kind="lead" state={lead.state} />
                  </td>
                  <td>{lead.representative?.name ?? '—'}</td>
                  <td className="num">{lead.budget ? formatEur(lead.budget, i18n.language) : '—'}</td>
                  <td>{formatDate(lead.created_at, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="muted" role="status">
          {t('leads.total', { count: leads.data?.total ?? 0 })}
        </p>
        <Pagination page={page} pageCount={leads.data?.page_count ?? 0} onPage={goToPage} />
      </ListState>
    </section>
  )
}

/** The search box: the text goes to the address when sent (Enter or the button), not at each key. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (query: string | undefined) => void }) {
  const { t } = useTranslation('network-iqstem-admin')
  const [text, setText] = useState(value)
  return (
    <form
      className="iqstem-toolbar"
      role="search"
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(text.trim() || undefined)
      }}
    >
      <div className="field iqstem-toolbar__grow">
        <label htmlFor="iqstem-leads-query">{t('leads.search')}</label>
        <input
          id="iqstem-leads-query"
          type="search"
          maxLength={200}
          value={text}
          placeholder={t('leads.searchHint')}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--secondary">
        {t('leads.searchButton')}
      </button>
    </form>
  )
}
