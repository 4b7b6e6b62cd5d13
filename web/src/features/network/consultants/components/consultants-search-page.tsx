import type { ConsultantsQuery } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { ListState } from '../../../../components/ui/list-state.js'
import { Pagination } from '../../../../components/ui/pagination.js'
import { useConsultantSearch } from '../api/search-consultants.js'
import { useSearchCriteria } from '../../../../lib/use-search-criteria.js'
import { criteriaFrom } from '../utils/consultant-criteria.js'
import { ConsultantCardItem } from './consultant-card.js'
import { ConsultantFilters } from './consultant-filters.js'
import './consultants.css'

const PAGE_SIZE = 10

/**
 * find-consultants (clients) and search-consultants (executive partners), spec §2: the same search,
 * its criteria and page kept in the address.
 */
export function ConsultantsSearchPage() {
  const { t } = useTranslation('network-consultants')
  const { criteria, page, change, reset, goToPage, formKey } = useSearchCriteria(criteriaFrom)
  const query: ConsultantsQuery = { ...criteria, page, page_size: PAGE_SIZE }
  const found = useConsultantSearch(query)
  return (
    <section className="consultants-page" aria-labelledby="consultants-title">
      <h2 id="consultants-title">{t('search.title')}</h2>
      <p className="muted">{t('search.intro')}</p>
      {/* Keyed on the address: going back shows that address's criteria in the boxes. */}
      <ConsultantFilters key={formKey} criteria={criteria} onChange={change} onReset={reset} />
      {found.data && (
        <p className="muted" role="status">
          {t('search.count', { count: found.data.total })}
        </p>
      )}
      <ListState
        status={found.status}
        isEmpty={found.data?.items.length === 0}
        emptyText={t('search.empty')}
        errorText={t('search.error')}
      >
        <ul className="consultant-list" aria-label={t('search.listLabel')}>
          {found.data?.items.map((card) => (
            <ConsultantCardItem key={card.user_id} card={card} />
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={found.data?.page_count ?? 0}
          onPage={(next) => {
            goToPage(next)
            window.scrollTo({ top: 0 })
          }}
        />
      </ListState>
    </section>
  )
}
