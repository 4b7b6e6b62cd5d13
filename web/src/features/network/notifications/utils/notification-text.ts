import { formatEur, type Notification } from '@iqs/protocol'
import type { TFunction } from 'i18next'

/**
 * A notification's sentence in the reader's language: its kind is the key (`kinds.application.
 * submitted`), its params the values. A consultant reads their own side's wording where the
 * kind is told to both sides (`_mine`, an expiry); an unknown name or title has a wording too.
 * IQStem's kinds (issue 17) name a lead's company and a commission's amount, in euros written as
 * the reader's `language` writes them.
 */
export function notificationText(
  t: TFunction,
  notification: Notification,
  consultant: boolean,
  language = 'en',
): string {
  const { params } = notification
  return t(`kinds.${notification.kind}`, {
    context: consultant ? 'mine' : undefined,
    project: params.project_title ?? t('someProject'),
    name: params.consultant_name ?? t('someConsultant'),
    company: params.company ?? t('someCompany'),
    amount: params.amount === undefined ? t('someAmount') : formatEur(params.amount, language),
  })
}
