import type { ConsultantDetail } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'

/** The profile's own sections and the onboarding's expertise, each only when it has something. */
export function ConsultantProfileSections({ detail }: { detail: ConsultantDetail }) {
  const { t } = useTranslation(['network-consultants', 'common', 'network-profile'])
  const { profile, card } = detail
  const list = (values: string[]) => (values.length > 0 ? values.join(', ') : t('page.none'))
  return (
    <div className="consultant-page__sections">
      {profile.summary && (
        <section className="card">
          <h3>{t('page.summary')}</h3>
          <p className="consultant-page__summary">{profile.summary}</p>
        </section>
      )}
      <section className="card">
        <h3>{t('page.expertise')}</h3>
        <dl className="consultant-page__facts">
          <dt>{t('page.sectors')}</dt>
          <dd>{list(card.sectors.map((v) => t(`common:sectors.${v}`)))}</dd>
          <dt>{t('page.practices')}</dt>
          <dd>{list(card.practices.map((v) => t(`common:practices.${v}`)))}</dd>
          <dt>{t('page.functions')}</dt>
          <dd>{list(card.functions.map((v) => t(`common:functions.${v}`)))}</dd>
          <dt>{t('page.seniority')}</dt>
          <dd>{card.seniority ? t(`common:seniority.${card.seniority}`) : t('page.none')}</dd>
        </dl>
        {card.available_from && <p>{t('page.availableFrom', { date: card.available_from })}</p>}
      </section>
      {profile.experience.length > 0 && (
        <section className="card">
          <h3>{t('page.experience')}</h3>
          <ul>
            {profile.experience.map((entry) => (
              <li key={entry.id}>
                <strong>{entry.title}</strong>, {entry.company}
              </li>
            ))}
          </ul>
        </section>
      )}
      {profile.education.length > 0 && (
        <section className="card">
          <h3>{t('page.education')}</h3>
          <ul>
            {profile.education.map((entry) => (
              <li key={entry.id}>{[entry.degree, entry.field, entry.school].filter(Boolean).join(', ')}</li>
            ))}
          </ul>
        </section>
      )}
      {(profile.skills.length > 0 || profile.languages.length > 0) && (
        <section className="card">
          {profile.skills.length > 0 && (
            <>
              <h3>{t('page.skills')}</h3>
              <ul className="consultant-facts">
                {profile.skills.map((skill) => (
                  <li key={skill.id} className="chip">
                    {skill.name} · {t(`common:seniority.${skill.seniority}`)}
                  </li>
                ))}
              </ul>
            </>
          )}
          {profile.languages.length > 0 && (
            <>
              <h3>{t('page.languages')}</h3>
              <ul>
                {profile.languages.map((entry) => (
                  <li key={entry.id}>
                    {t(`network-profile:languageNames.${entry.language}`)} (
                    {t(`network-profile:levels.${entry.level}`)})
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </div>
  )
}
