import { useTranslation } from 'react-i18next'

/** While a page's code or texts load. */
export function PageLoading() {
  const { t } = useTranslation()
  return (
    <p className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {t('state.loading')}
    </p>
  )
}
