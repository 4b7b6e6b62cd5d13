import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router'
import { paths } from '../../../../lib/paths.js'
import './profile.css'

const STEPS = ['headline', 'photo', 'view-profile'] as const
export type ShowcaseStep = (typeof STEPS)[number]

/**
 * The executive partner's showcase step of the onboarding (spec §2 /my-account/showcase): the
 * profile's own editors, one page each, with the step's progress and the way on to the next page
 * and back to the account page, which shows what is left.
 */
export function ShowcaseFrame({ step, children }: { step: ShowcaseStep; children: ReactNode }) {
  const { t } = useTranslation('network-profile')
  const index = STEPS.indexOf(step)
  const next = STEPS[index + 1]
  return (
    <div className="profile-frame profile-frame--showcase">
      <nav className="profile-frame__nav" aria-label={t('showcase.nav')}>
        <ol>
          {STEPS.map((s, i) => (
            <li key={s}>
              <NavLink to={`${paths.myAccount}/showcase/${s}`}>
                {t('showcase.step', { number: i + 1, name: t(`showcase.steps.${s}`) })}
              </NavLink>
            </li>
          ))}
        </ol>
      </nav>
      <div className="profile-frame__content">
        <p className="muted">{t('showcase.intro')}</p>
        <h2 className="profile-frame__title">{t(`showcase.steps.${step}`)}</h2>
        {children}
        <p className="profile-frame__next">
          {next ? (
            <Link className="button button--secondary" to={`${paths.myAccount}/showcase/${next}`}>
              {t('showcase.next', { name: t(`showcase.steps.${next}`) })}
            </Link>
          ) : null}{' '}
          <Link to={paths.myAccount}>{t('showcase.backToAccount')}</Link>
        </p>
      </div>
    </div>
  )
}
