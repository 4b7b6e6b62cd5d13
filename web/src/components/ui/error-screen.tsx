import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router'
import './error-screen.css'

/**
 * The global error screen (spec §2): 'Something went wrong:', the message,
 * and 'Try again', which renders the page afresh.
 */
export function ErrorScreen() {
  const error = useRouteError()
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error)
  return (
    <div className="error-screen" role="alert">
      <h2>{t('errorScreen.title')}</h2>
      <pre className="error-screen__message">{message}</pre>
      <button
        type="button"
        className="button"
        onClick={() => void navigate(`${location.pathname}${location.search}`, { replace: true })}
      >
        {t('errorScreen.retry')}
      </button>
    </div>
  )
}
