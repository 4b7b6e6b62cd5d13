import { useTranslation } from 'react-i18next'
import { useErrorText as useCodeText } from '../../../../lib/error-text.js'

/**
 * The toast text of a failed admin call: the text of the api's error code in the reader's
 * language (lib/error-text.ts, the one translation path), else the action's own text, named by
 * its key in iqs-admin.
 *
 * @example
 * onError: (error) => toast.error(errorText(error, 'whiteList.errors.approve'))
 */
export function useErrorText() {
  const { t } = useTranslation('iqs-admin')
  const codeText = useCodeText()
  return (error: unknown, fallbackKey: string): string => codeText(error, t(fallbackKey))
}
