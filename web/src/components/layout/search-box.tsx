import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../lib/paths.js'
import './search-box.css'

/** The header's search box: submits to /other-public/search?query=..., no length bound, a clear button. */
export function SearchBox() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const onSearchPage = pathname === paths.search
  const [text, setText] = useState(onSearchPage ? (params.get('query') ?? '') : '')

  function submit(event: FormEvent) {
    event.preventDefault()
    void navigate(paths.searchFor(text.trim()))
  }

  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <input
        type="search"
        className="search-box__input"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
      />
      {text && (
        <button
          type="button"
          className="search-box__clear"
          aria-label={t('search.clear')}
          onClick={() => setText('')}
        >
          ×
        </button>
      )}
      <button type="submit" className="search-box__submit" aria-label={t('search.submit')}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  )
}
