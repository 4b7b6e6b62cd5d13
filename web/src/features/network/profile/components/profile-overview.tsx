import { PROFILE_SECTIONS, type MyProfile } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** /my-profile: how complete the profile is, and a way into each section, filled or still to do. */
export function ProfileOverview({ profile, base }: { profile: MyProfile; base: string }) {
  const { t } = useTranslation('network-profile')
  const { percent, sections } = profile.completeness
  return (
    <div className="profile-overview">
      <section className="card profile-overview__completeness" aria-labelledby="completeness-title">
        <h2 id="completeness-title">{t('overview.completeness')}</h2>
        <progress
          className="profile-progress"
          max={100}
          value={percent}
          aria-labelledby="completeness-title"
          aria-valuetext={t('overview.percent', { percent })}
        />
        <p className="profile-overview__percent">{t('overview.percent', { percent })}</p>
      </section>
      <ul className="profile-overview__sections">
        {PROFILE_SECTIONS.map((section) => (
          <li key={section}>
            <Link
              className={`card profile-overview__link${sections[section] ? ' profile-overview__link--done' : ''}`}
              to={`${base}/${section}`}
            >
              <span className="profile-overview__name">{t(`${section}.title`)}</span>
              <span className="profile-overview__state">
                {sections[section] ? `✓ ${t('overview.filled')}` : t('overview.toFill')}
              </span>
            </Link>
          </li>
        ))}
        <li>
          <Link className="card profile-overview__link" to={`${base}/view-profile`}>
            <span className="profile-overview__name">{t('view.title')}</span>
            <span className="profile-overview__state">{t('view.linkText')}</span>
          </Link>
        </li>
      </ul>
    </div>
  )
}
