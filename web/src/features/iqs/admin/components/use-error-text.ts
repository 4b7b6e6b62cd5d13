import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../../lib/api-client.js'

/**
 * The toast text of a failed admin call: the spec's message for the api's
 * error code when there is one (§8, in the visitor's language), else the
 * action's own error text.
 *
 * @example
 * onError: (error) => toast.error(errorText(error, 'whiteList.errors.approve'))
 */
export function useErrorText() {
  const { t, i18n } = useTranslation('iqs-admin')
  return (error: unknown, fallbackKey: string): string => {
    const code = error instanceof ApiError ? error.code : undefined
    const key = `errors.${code}`
    if (code && i18n.exists(key, { ns: 'iqs-admin' })) return t(key)
    return t(fallbackKey)
  }
}
