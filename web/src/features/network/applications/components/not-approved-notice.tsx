import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ApiError } from '../../../../lib/api-client.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { paths } from '../../../../lib/paths.js'

/**
 * Why I may not apply yet: the api's refusal (403 MEMBER_NOT_APPROVED) in my language, and the
 * way to my account page, where what is left of my onboarding is listed.
 */
export function NotApprovedNotice() {
  const { t } = useTranslation('network-applications')
  const errorText = useErrorText()
  return (
    <section className="card application-refusal" role="alert">
      <p>{errorText(new ApiError(403, 'MEMBER_NOT_APPROVED', 'not approved'))}</p>
      <Link className="button" to={paths.myAccount}>
        {t('form.toAccount')}
      </Link>
    </section>
  )
}
