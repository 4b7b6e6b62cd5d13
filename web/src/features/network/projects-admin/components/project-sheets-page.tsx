import { zodResolver } from '@hookform/resolvers/zod'
import {
  adminProjectsQuerySchema,
  PROJECT_STATUSES,
  type AdminProjectsQuery,
  type ProjectStatus,
} from '@iqs/protocol'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import type { z } from 'zod'
import { ListState } from '../../../../components/ui/list-state.js'
import { Pagination } from '../../../../components/ui/pagination.js'
import { formatDate } from '../../../../lib/format.js'
import { useAdminProjects } from '../api/get-admin-projects.js'
import { projectsAdminPaths } from '../utils/projects-admin-paths.js'

const searchSchema = adminProjectsQuerySchema.pick({ query: true, status: true })
type Values = z.input<typeof searchSchema>
type Search = z.output<typeof searchSchema>

/** An empty box or "All" is no filter. */
const emptyIsNone = { setValueAs: (value: unknown) => (value === '' ? undefined : value) }

/** The search as the address holds it; what is not valid is left out. */
function searchOf(params: URLSearchParams): AdminProjectsQuery {
  const search: AdminProjectsQuery = {}
  const text = params.get('query')?.trim()
  const status = params.get('status') as ProjectStatus | null
  const page = Number(params.get('page'))
  if (text) search.query = text.slice(0, 200)
  if (status && PROJECT_STATUSES.includes(status)) search.status = status
  if (Number.isSafeInteger(page) && page > 1) search.page = page
  return search
}

/** The address of a search. */
function paramsOf(search: AdminProjectsQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (search.query) params.set('query', String(search.query))
  if (search.status) params.set('status', search.status)
  if (search.page && Number(search.page) > 1) params.set('page', String(search.page))
  return params
}

/** The search form: words of a title or an owner's name, or a number, and a state. */
function SheetSearch({
  search,
  onSearch,
}: {
  search: AdminProjectsQuery
  onSearch: (search: Search) => void
}) {
  const { t } = useTranslation('network-projects-admin')
  const id = useId()
  const { register, handleSubmit } = useForm<Values, unknown, Search>({
    resolver: zodResolver(searchSchema),
    defaultValues: { query: search.query ?? '', status: search.status },
  })
  return (
    <form
      className="card projects-admin__toolbar"
      role="search"
      aria-label={t('sheets.formLabel')}
      noValidate
      onSubmit={(event) => void handleSubmit(onSearch)(event)}
    >
      <div className="field projects-admin__grow">
        <label htmlFor={`${id}-query`}>{t('sheets.search')}</label>
        <input
          id={`${id}-query`}
          type="search"
          maxLength={200}
          placeholder={t('sheets.searchPlaceholder')}
          {...register('query', emptyIsNone)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>{t('sheets.status')}</label>
        <select id={`${id}-status`} {...register('status', emptyIsNone)}>
          <option value="">{t('sheets.all')}</option>
          {PROJECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`network-projects:status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        {t('sheets.apply')}
      </button>
    </form>
  )
}

/**
 * project-sheet without an id (spec §2 /admin-projects/project-sheet): the projects to open a sheet
 * of, newest first, found by title, owner or number; the search is kept in the address.
 */
export function ProjectSheetsPage() {
  const { t, i18n } = useTranslation('network-projects-admin')
  const [params, setParams] = useSearchParams()
  const search = searchOf(params)
  const projects = useAdminProjects(search)
  const page = projects.data
  return (
    <section className="projects-admin__page" aria-labelledby="project-sheets-title">
      <h2 id="project-sheets-title">{t('sheets.title')}</h2>
      <p className="muted">{t('sheets.intro')}</p>
      <SheetSearch key={params.toString()} search={search} onSearch={(next) => setParams(paramsOf(next))} />
      <ListState
        status={page ? 'success' : projects.status}
        isEmpty={page?.total === 0}
        emptyText={t('sheets.empty')}
        errorText={t('sheets.error')}
      >
        {page && (
          <>
            <p className="muted" role="status">
              {t('sheets.count', { count: page.total })}
            </p>
            <div
              className="projects-admin__table-wrap"
              tabIndex={0}
              role="region"
              aria-label={t('sheets.table')}
            >
              <table className="projects-admin__table">
                <caption>{t('sheets.table')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('reports.columns.project')}</th>
                    <th scope="col">{t('reports.columns.status')}</th>
                    <th scope="col">{t('reports.columns.sector')}</th>
                    <th scope="col">{t('reports.columns.owner')}</th>
                    <th scope="col">{t('reports.columns.created')}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((project) => (
                    <tr key={project.id}>
                      <th scope="row">
                        <Link to={projectsAdminPaths.sheet(project.id)}>
                          {`#${project.id} ${project.title || t('reports.untitled', { id: project.id })}`}
                        </Link>
                      </th>
                      <td>{t(`network-projects:status.${project.status}`)}</td>
                      <td>{project.sector ? t(`common:sectors.${project.sector}`) : '-'}</td>
                      <td>
                        {project.owner
                          ? `${project.owner.name ?? t('reports.erased')} (${t(`roles.${project.owner.role}`)})`
                          : t('reports.noOwner')}
                      </td>
                      <td>{formatDate(project.created_at, i18n.language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={page.page}
              pageCount={page.page_count}
              onPage={(next) => setParams(paramsOf({ ...search, page: next }))}
            />
          </>
        )}
      </ListState>
    </section>
  )
}
