import type { SearchResult } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { apiUrl } from '../../../../lib/api-client.js'
import { paths } from '../../../../lib/paths.js'
import { useSearchResults } from '../api/get-search-results.js'
import './search-results.css'

/** The search page: the header box's query, across projects, publications and leaders. */
export function SearchResults() {
  const { t } = useTranslation(['search', 'common'])
  const [params] = useSearchParams()
  const query = (params.get('query') ?? '').trim()
  const results = useSearchResults(query)

  if (!query) return <p className="list-state">{t('prompt')}</p>
  const data = results.data
  const total = data ? data.projects.total + data.publications.total + data.leaders.total : 0
  return (
    <div className="search-results">
      <p className="lead">{t('summary', { query })}</p>
      <ListState
        status={results.status}
        isEmpty={total === 0}
        emptyText={t('empty', { query })}
        errorText={t('error')}
      >
        {data && <ResultSections data={data} query={query} />}
      </ListState>
    </div>
  )
}

function ResultSections({ data, query }: { data: SearchResult; query: string }) {
  const { t } = useTranslation(['search', 'common'])
  return (
    <>
      <section className="search-results__section" aria-labelledby="search-projects">
        <h2 id="search-projects">{t('projects', { count: data.projects.total })}</h2>
        {data.projects.items.length === 0 ? (
          <p className="muted">{t('none')}</p>
        ) : (
          <ul className="search-results__list">
            {data.projects.items.map((project) => (
              <li key={project.id} className="card">
                <Link to={paths.project(project.id)}>{project.title ?? t('untitled')}</Link>
                <p className="muted">
                  {[
                    project.sector && t(`common:sectors.${project.sector}`),
                    project.city,
                    project.experience && t(`common:seniority.${project.experience}`),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        )}
        {data.projects.total > data.projects.items.length && (
          <Link to={`${paths.projects}?query=${encodeURIComponent(query)}`}>{t('allProjects')}</Link>
        )}
      </section>
      <section className="search-results__section" aria-labelledby="search-publications">
        <h2 id="search-publications">{t('publications', { count: data.publications.total })}</h2>
        {data.publications.items.length === 0 ? (
          <p className="muted">{t('none')}</p>
        ) : (
          <ul className="search-results__list">
            {data.publications.items.map((publication) => (
              <li key={publication.id} className="card">
                <Link to={paths.publication(publication.id)}>{publication.title ?? t('untitled')}</Link>
                {publication.file && (
                  <p>
                    <a href={apiUrl(publication.file.url)} download={publication.file.name}>
                      {t('download')}
                    </a>
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
        {data.publications.total > data.publications.items.length && (
          <Link to={`${paths.publications}?query=${encodeURIComponent(query)}`}>{t('allPublications')}</Link>
        )}
      </section>
      <section className="search-results__section" aria-labelledby="search-leaders">
        <h2 id="search-leaders">{t('leaders', { count: data.leaders.total })}</h2>
        {data.leaders.items.length === 0 ? (
          <p className="muted">{t('none')}</p>
        ) : (
          <ul className="search-results__list">
            {data.leaders.items.map((leader) => (
              <li key={leader.id} className="card">
                <Link to={`${paths.leadersBySector}?value=${leader.sector}`}>{leader.full_name}</Link>
                <p className="muted">
                  {leader.headline} · {t(`common:sectors.${leader.sector}`)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
