import type { ProjectPublishField } from '@iqs/protocol'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * What publishing still needs (422 PROJECT_INCOMPLETE's `details.missing`), by the form's labels.
 * Focusable, so the form can take the reader to it after a refused publish.
 */
export function MissingFieldsAlert({
  missing,
  ref,
}: {
  missing: readonly ProjectPublishField[]
  ref?: Ref<HTMLDivElement>
}) {
  const { t } = useTranslation('network-projects')
  if (missing.length === 0) return null
  return (
    <div ref={ref} className="project-missing" role="alert" tabIndex={-1}>
      <p>{t('form.missingTitle')}</p>
      <ul>
        {missing.map((field) => (
          <li key={field}>{t(`fields.${field}`)}</li>
        ))}
      </ul>
    </div>
  )
}
