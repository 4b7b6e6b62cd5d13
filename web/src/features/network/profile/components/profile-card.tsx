import type { PublicProfile } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { apiUrl } from '../../../../lib/api-client.js'
import { PublicationSummary } from './publications-section.js'

/**
 * A profile as members see it (view-profile): name, role, headline, photo and every list
 * section. The api leaves out the e-mail, the phone and the address, so nothing here can show them.
 */
export function ProfileCard({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('network-profile')
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ')
  const empty = <p className="muted">{t('view.none')}</p>
  return (
    <article className="card profile-card" aria-labelledby="profile-card-name">
      <header className="profile-card__header">
        {profile.photo ? (
          <img
            className="profile-card__photo"
            src={apiUrl(profile.photo.avatar_url)}
            alt={t('photo.altOf', { name })}
            width={160}
            height={160}
          />
        ) : (
          <div className="profile-card__photo profile-card__photo--none" aria-hidden="true">
            {name.slice(0, 1)}
          </div>
        )}
        <div>
          <h2 id="profile-card-name">{name}</h2>
          <p className="profile-card__role">{t(`view.roles.${profile.role}`)}</p>
          {profile.title && <p className="profile-card__title">{profile.title}</p>}
        </div>
      </header>
      {profile.summary && <p className="profile-card__summary">{profile.summary}</p>}
      <section aria-labelledby="view-experience">
        <h3 id="view-experience">{t('experience.title')}</h3>
        {profile.experience.length === 0 ? (
          empty
        ) : (
          <ul>
            {profile.experience.map((e) => (
              <li key={e.id}>
                <strong>{e.title}</strong> — {e.company} ({e.start_date} –{' '}
                {e.end_date ?? t('experience.current')})
                {e.description && <p className="profile-list__text">{e.description}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="view-education">
        <h3 id="view-education">{t('education.title')}</h3>
        {profile.education.length === 0 ? (
          empty
        ) : (
          <ul>
            {profile.education.map((e) => (
              <li key={e.id}>
                <strong>{e.degree}</strong>
                {e.field && ` — ${e.field}`}, {e.school} ({e.start_year}–
                {e.end_year ?? t('education.ongoing')})
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="view-skills">
        <h3 id="view-skills">{t('skills.title')}</h3>
        {profile.skills.length === 0 ? (
          empty
        ) : (
          <ul className="profile-card__chips">
            {profile.skills.map((s) => (
              <li key={s.id} className="chip">
                {s.name} · {t(`seniority.${s.seniority}`)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="view-languages">
        <h3 id="view-languages">{t('languages.title')}</h3>
        {profile.languages.length === 0 ? (
          empty
        ) : (
          <ul>
            {profile.languages.map((l) => (
              <li key={l.id}>
                {t(`languageNames.${l.language}`)} — {t(`levels.${l.level}`)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="view-publications">
        <h3 id="view-publications">{t('publications.title')}</h3>
        {profile.publications.length === 0 ? (
          empty
        ) : (
          <ul>
            {profile.publications.map((p) => (
              <li key={p.id}>
                <PublicationSummary
                  publication={p}
                  linkText={t('publications.open')}
                  fileText={t('publications.download')}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  )
}
