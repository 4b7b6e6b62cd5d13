import type { JobsQuery } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { ListState } from '../../../../components/ui/list-state.js'
import { Pagination } from '../../../../components/ui/pagination.js'
import { useJobs } from '../api/get-jobs.js'
import { useSearchCriteria } from '../../../../lib/use-search-criteria.js'
import { criteriaFrom } from '../utils/job-criteria.js'
import { JobFilters } from './job-filters.js'
import { JobRow } from './job-row.js'
import './applications.css'

const PAGE_SIZE = 10

/**
 * /my-projects/jobs (spec §2): the open projects, those matching my expertise first and marked,
 * with the search box, the filters and the pager, all kept in the address.
 */
export function JobsPage() {
  const { t } = useTranslation('network-applications')
  const { criteria, page, change, reset, goToPage, formKey } = useSearchCriteria(criteriaFrom)
  const query: JobsQuery = { ...criteria, page, page_size: PAGE_SIZE }
  const jobs = useJobs(query)
  return (
    <section className="jobs-page" aria-labelledby="jobs-title">
      <h2 id="jobs-title">{t('jobs.title')}</h2>
      <p className="muted">{t('jobs.intro')}</p>
      {/* Keyed on the address: going back shows the criteria of that address in the boxes. */}
      <JobFilters key={formKey} criteria={criteria} onChange={change} onReset={reset} />
      {jobs.data && (
        <p className="muted" role="status">
          {t('jobs.count', { count: jobs.data.total })}
        </p>
      )}
      <ListState
        status={jobs.status}
        isEmpty={jobs.data?.items.length === 0}
        emptyText={t('jobs.empty')}
        errorText={t('jobs.error')}
      >
        <ul className="job-list" aria-label={t('jobs.listLabel')}>
          {jobs.data?.items.map((job) => (
            <JobRow key={job.id} job={job} />
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={jobs.data?.page_count ?? 0}
          onPage={(next) => {
            goToPage(next)
            window.scrollTo({ top: 0 })
          }}
        />
      </ListState>
    </section>
  )
}
