import { PUBLICATION_STATES, type AdminPublication } from '@iqs/protocol'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { Pagination } from '../../../../components/ui/pagination.js'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { formatDate } from '../../../../lib/format.js'
import { useAdminPublications, usePublishPublication } from '../api/admin-publications.js'
import { PublicationPanel } from './publication-panel.js'
import { useEditing } from '../hooks/use-editing.js'

type State = (typeof PUBLICATION_STATES)[number]

/**
 * `/admin-web-site/publications`: every publication, drafts included, with a search, a state
 * filter and the publish toggle; a publication opens in its panel (`?edit=<id>`, `?edit=new`).
 */
export function PublicationsPage() {
  const { t } = useTranslation('admin-web-site')
  const [params, setParams] = useSearchParams()
  const { editing, open, close } = useEditing()
  const query = params.get('query') ?? ''
  const state = (PUBLICATION_STATES as readonly string[]).includes(params.get('state') ?? '')
    ? (params.get('state') as State)
    : 'all'
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [text, setText] = useState(query)
  const list = useAdminPublications({ query: query || undefined, state, page, page_size: 20 })

  const go = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      for (const [key, value] of Object.entries(changes))
        if (value) next.set(key, value)
        else next.delete(key)
      return next
    })
  const search = (event: FormEvent) => {
    event.preventDefault()
    go({ query: text.trim() || undefined, page: undefined })
  }

  return (
    <div className="site-admin">
      <div className="site-admin__head">
        <h2>{t('publications.title')}</h2>
        <button type="button" className="button" onClick={() => open('new')}>
          {t('publications.new')}
        </button>
      </div>
      <p className="muted">{t('publications.intro')}</p>
      <div className="site-admin__toolbar">
        <form
          className="site-admin__search"
          role="search"
          aria-label={t('publications.search')}
          onSubmit={search}
        >
          <input
            type="search"
            value={text}
            aria-label={t('publications.searchLabel')}
            placeholder={t('publications.searchLabel')}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button button--secondary">
            {t('publications.searchButton')}
          </button>
        </form>
        <div className="site-admin__chips" role="group" aria-label={t('publications.stateFilter')}>
          {PUBLICATION_STATES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={state === option}
              onClick={() => go({ state: option === 'all' ? undefined : option, page: undefined })}
            >
              {t(`publications.states.${option}`)}
            </button>
          ))}
        </div>
      </div>
      <div className={`site-admin__workspace${editing ? ' site-admin__workspace--editing' : ''}`}>
        <div className="site-admin__list">
          <ListState
            status={list.status}
            isEmpty={list.data?.items.length === 0}
            emptyText={t('publications.empty')}
            errorText={t('publications.error')}
          >
            <div className="site-admin__table-wrap">
              <table className="site-admin__table">
                <caption className="visually-hidden">{t('publications.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('fields.title_en')}</th>
                    <th scope="col">{t('fields.date')}</th>
                    <th scope="col">{t('publications.state')}</th>
                    <th scope="col">{t('fields.file')}</th>
                    <th scope="col">{t('actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data?.items.map((publication) => (
                    <PublicationRow
                      key={publication.id}
                      publication={publication}
                      selected={editing === String(publication.id)}
                      onEdit={() => open(String(publication.id))}
                    />
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={page}
              pageCount={list.data?.page_count ?? 0}
              onPage={(next) => go({ page: next > 1 ? String(next) : undefined })}
            />
          </ListState>
        </div>
        {editing && (
          <PublicationPanel
            key={editing}
            id={editing === 'new' ? undefined : Number(editing)}
            onCreated={(id) => open(String(id))}
            onClose={close}
          />
        )}
      </div>
    </div>
  )
}

function PublicationRow({
  publication,
  selected,
  onEdit,
}: {
  publication: AdminPublication
  selected: boolean
  onEdit: () => void
}) {
  const { t, i18n } = useTranslation('admin-web-site')
  const errorText = useErrorText()
  const publish = usePublishPublication()
  const title = publication.title_en ?? t('publications.untitled')
  const toggle = () =>
    publish.mutate(
      { id: publication.id, published: !publication.published },
      {
        onSuccess: (detail) =>
          toast.success(
            t(detail.published ? 'publications.publishedToast' : 'publications.unpublishedToast', { title }),
          ),
        onError: (error) => toast.error(errorText(error, t('saveFailed'))),
      },
    )
  return (
    <tr aria-selected={selected || undefined} className={selected ? 'site-admin__row--selected' : undefined}>
      <td>
        <strong>{title}</strong>
        {publication.title_fr && (
          <span className="muted site-admin__second" lang="fr">
            {publication.title_fr}
          </span>
        )}
      </td>
      <td className="site-admin__nowrap">
        {publication.date ? formatDate(`${publication.date}T12:00:00.000Z`, i18n.language) : '—'}
      </td>
      <td>
        <span className={`site-admin__badge site-admin__badge--${publication.published ? 'on' : 'off'}`}>
          {t(publication.published ? 'publications.published' : 'publications.draft')}
        </span>
      </td>
      <td className="site-admin__file-cell">{publication.file?.name ?? '—'}</td>
      <td>
        <div className="site-admin__actions">
          <button
            type="button"
            className="button button--secondary"
            aria-label={t('editNamed', { name: title })}
            onClick={onEdit}
          >
            {t('edit')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={publish.isPending}
            aria-label={t(
              publication.published ? 'publications.unpublishNamed' : 'publications.publishNamed',
              {
                name: title,
              },
            )}
            onClick={toggle}
          >
            {t(publication.published ? 'publications.unpublish' : 'publications.publish')}
          </button>
        </div>
      </td>
    </tr>
  )
}
