import { useTranslation } from 'react-i18next'
import './pagination.css'

interface PaginationProps {
  page: number
  pageCount: number
  onPage: (page: number) => void
}

/** Previous, "page x of y", next; nothing when everything fits on one page. */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  const { t } = useTranslation()
  if (pageCount <= 1) return null
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="button button--ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pagination.previous')}
      </button>
      <span aria-current="page">{t('pagination.status', { page, pageCount })}</span>
      <button
        type="button"
        className="button button--ghost"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  )
}
