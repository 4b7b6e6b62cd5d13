import { SENIORITY_LEVELS, type ProjectsQuery } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { useSearchCriteria } from '../../../../lib/use-search-criteria.js'
import { ListState } from '../../../../components/ui/list-state.js'
import { Pagination } from '../../../../components/ui/pagination.js'
import { useProjects } from '../api/get-projects.js'
import { ProjectCard } from './project-card.js'
import { ProjectSearch, type ProjectCriteria } from './project-search.js'
import './projects.css'

const CRITERIA = ['query', 'sector', 'domain', 'city', 'experience', 'title', 'contact'] as const

/** Reads the board's search from the address, so a search can be shared and survives a reload. */
function criteriaFrom(params: URLSearchParams): ProjectCriteria {
  const criteria: Record<string, string> = {}
  for (const key of CRITERIA) {
    const value = params.get(key)
    if (value) criteria[key] = value
  }
  if (criteria.experience && !(SENIORITY_LEVELS as readonly string[]).includes(criteria.experience)) {
    delete criteria.experience
  }
  return criteria as ProjectCriteria
}

/** The job board: search, filters, the results and the pager. */
export function ProjectBoard() {
  const { t } = useTranslation('projects')
  const { criteria, page, change, reset, goToPage, formKey } = useSearchCriteria(criteriaFrom)
  const query: ProjectsQuery = { ...criteria, page, page_size: 10 }
  const projects = useProjects(query)

  return (
    <div className="project-board">
      <ProjectSearch key={formKey} criteria={criteria} onChange={change} onReset={reset} />
      {projects.data && (
        <p className="muted project-board__count" role="status">
          {t('resultCount', { count: projects.data.total })}
        </p>
      )}
      <ListState
        status={projects.status}
        isEmpty={projects.data?.items.length === 0}
        emptyText={t('empty')}
        errorText={t('error')}
      >
        <ul className="project-list" aria-label={t('listLabel')}>
          {projects.data?.items.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={projects.data?.page_count ?? 0}
          onPage={(next) => {
            goToPage(next)
            window.scrollTo({ top: 0 })
          }}
        />
      </ListState>
    </div>
  )
}
