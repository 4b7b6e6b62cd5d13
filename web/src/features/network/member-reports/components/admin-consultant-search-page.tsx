import { useTranslation } from 'react-i18next'
import { ListState } from '../../../../components/ui/list-state.js'
import { Pagination } from '../../../../components/ui/pagination.js'
import { useSearchCriteria } from '../../../../lib/use-search-criteria.js'
import { ConsultantFilters } from '../../consultants/components/consultant-filters.js'
import '../../consultants/components/consultants.css'
import { useAdminConsultantSearch } from '../api/search-admin-consultants.js'
import { adminConsultantCriteriaFrom } from '../utils/admin-consultant-criteria.js'
import { AdminConsultantFilters } from './admin-consultant-filters.js'
import { AdminConsultantItem } from './admin-consultant-item.js'
import './member-reports.css'

const PAGE_SIZE = 10

/**
 * /admin-consultants/search (spec §2): the owners' consultant search (its criteria form, its
 * ranking) over every consultant whatever their membership state, with the admins' filters: the
 * state and the lowest rating. Criteria and page live in the address; each consultant found opens
 * their details in the area.
 */
export function AdminConsultantSearchPage() {
  const { t } = useTranslation('network-member-reports')
  const { criteria, page, change, reset, goToPage, formKey } = useSearchCriteria(adminConsultantCriteriaFrom)
  const { min_rating, ...rest } = criteria
  const found = useAdminConsultantSearch({
    ...rest,
    ...(min_rating ? { min_rating: Number(min_rating) } : {}),
    page,
    page_size: PAGE_SIZE,
  })
  return (
    <section className="member-reports consultants-page" aria-labelledby="admin-consultants-title">
      <h2 id="admin-consultants-title">{t('search.title')}</h2>
      <p className="muted">{t('search.intro')}</p>
      {/* Keyed on the address: going back shows that address's criteria in the boxes. */}
      <ConsultantFilters key={formKey} criteria={criteria} onChange={change} onReset={reset} />
      <AdminConsultantFilters criteria={criteria} onChange={change} />
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
          {found.data?.items.map((hit) => (
            <AdminConsultantItem key={hit.user_id} hit={hit} />
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
