import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { Pagination } from '../../../../components/ui/pagination.js'
import { usePublications } from '../api/get-publications.js'
import { PublicationCard } from './publication-card.js'
import './publications.css'

/** The publications, newest first, with a search and a pager kept in the address. */
export function PublicationList() {
  const { t } = useTranslation('publications')
  const [params, setParams] = useSearchParams()
  const query = params.get('query') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [text, setText] = useState(query)
  const publications = usePublications({ query: query || undefined, page, page_size: 9 })

  function go(nextQuery: string, nextPage: number) {
    const search = new URLSearchParams()
    if (nextQuery) search.set('query', nextQuery)
    if (nextPage > 1) search.set('page', String(nextPage))
    setParams(search)
  }
  function submit(event: FormEvent) {
    event.preventDefault()
    go(text.trim(), 1)
  }

  return (
    <div>
      <form className="publication-search" role="search" aria-label={t('search.label')} onSubmit={submit}>
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
        />
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </form>
      <ListState
        status={publications.status}
        isEmpty={publications.data?.items.length === 0}
        emptyText={t('empty')}
        errorText={t('error')}
      >
        <ul className="card-grid" aria-label={t('listLabel')}>
          {publications.data?.items.map((publication) => (
            <PublicationCard key={publication.id} publication={publication} />
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={publications.data?.page_count ?? 0}
          onPage={(next) => go(query, next)}
        />
      </ListState>
    </div>
  )
}
