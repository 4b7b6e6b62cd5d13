import { formatEur, type MemberSubmission } from '@iqs/protocol'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate, formatFileSize } from '../../../../lib/format.js'
import { FactsList } from './facts-list.js'

/**
 * Everything the applicant submitted: a client's company, a consultant's or partner's expertise and
 * CV (downloaded through the api, which checks the admin's group), their postal address and the
 * public showcase (headline, summary, photo).
 */
export function SubmissionCard({ submitted }: { submitted: MemberSubmission }) {
  const { t, i18n } = useTranslation('network-member-admin')
  const { company, expertise, cv, address, profile } = submitted
  const language = i18n.language
  const country = (code: string | null) =>
    code ? (new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code) : '—'
  const list = (ns: 'sectors' | 'practices' | 'functions', values: readonly string[]) =>
    values.length
      ? values.map((value) => t(`common:${ns}.${value}`, { defaultValue: value })).join(', ')
      : '—'

  const rows: [string, ReactNode][] = []
  if (company)
    rows.push(
      [t('submitted.company'), company.company_name],
      [t('submitted.registration'), company.registration_number],
      [t('submitted.companyAddress'), `${company.company_address}\n${country(company.company_country)}`],
      [t('submitted.companySize'), t('submitted.employees', { size: company.company_size })],
      [t('submitted.sector'), t(`common:sectors.${company.sector}`, { defaultValue: company.sector })],
    )
  if (expertise)
    rows.push(
      [t('submitted.sectors'), list('sectors', expertise.sectors)],
      [t('submitted.practices'), list('practices', expertise.practices)],
      [t('submitted.functions'), list('functions', expertise.functions)],
      [
        t('submitted.seniority'),
        t(`common:seniority.${expertise.seniority}`, { defaultValue: expertise.seniority }),
      ],
      [t('submitted.dayRate'), formatEur(expertise.day_rate, language)],
      [
        t('submitted.availability'),
        t('submitted.availableFrom', {
          // A calendar day: read at noon UTC, so no time zone moves it to the day before.
          date: expertise.available_from
            ? formatDate(`${expertise.available_from}T12:00:00Z`, language)
            : '—',
          count: expertise.days_per_week,
        }),
      ],
    )
  rows.push([
    t('submitted.cv'),
    cv ? (
      <>
        <a href={cv.url} download={cv.file_name}>
          {t('submitted.cvDownload', { name: cv.file_name })}
        </a>
        <span className="muted">
          {' '}
          ({formatFileSize(cv.size, language)}, {formatDate(cv.uploaded_at, language)})
        </span>
      </>
    ) : (
      t('submitted.none')
    ),
  ])
  const postal = [address.address_line, [address.postal_code, address.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join('\n')
  rows.push([t('submitted.address'), postal ? `${postal}\n${country(address.country)}` : t('submitted.none')])
  if (profile) {
    rows.push([t('submitted.headline'), profile.title || t('submitted.none')])
    if (profile.summary) rows.push([t('submitted.summary'), profile.summary])
    if (profile.photo)
      rows.push([
        t('submitted.photo'),
        <img
          key="photo"
          className="member-photo"
          src={profile.photo.avatar_url}
          alt={t('submitted.photoAlt')}
        />,
      ])
  }

  return (
    <section className="card" aria-labelledby="member-submitted-title">
      <h3 id="member-submitted-title">{t('submitted.title')}</h3>
      {!company && !expertise && <p className="muted">{t('submitted.nothingYet')}</p>}
      <FactsList rows={rows} />
    </section>
  )
}
