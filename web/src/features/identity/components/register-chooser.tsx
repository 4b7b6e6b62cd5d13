import { registrationUserTypes, type RegistrationUserType } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths.js'
import './auth.css'

/** Each tile's about-us page, with the spellings the spec's chooser links to (§2; they redirect). */
const ABOUT: Record<RegistrationUserType, string> = {
  Client: '/aboutus/clients',
  ExecPartner: '/aboutus/execpartners',
  Consultant: '/aboutus/consultants',
  IQStem: '/aboutus/iqstem',
}

/** /my-account/register: the four account types, two columns, at most 1000 px wide (spec §2). */
export function RegisterChooser() {
  const { t } = useTranslation('account')
  return (
    <div className="register-chooser">
      <h2>{t('register.chooserTitle')}</h2>
      <p className="lead">{t('register.chooserIntro')}</p>
      <ul className="register-chooser__grid">
        {registrationUserTypes.map((type) => (
          <li key={type} className={`card register-tile register-tile--${type.toLowerCase()}`}>
            <h3>{t(`register.roles.${type}.title`)}</h3>
            <p>{t(`register.roles.${type}.text`)}</p>
            <div className="register-tile__actions">
              <Link className="button" to={paths.registerForm(type)}>
                {t('register.choose', { role: t(`register.roles.${type}.name`) })}
              </Link>
              <Link className="register-tile__more" to={ABOUT[type]}>
                {t('register.learnMore')}
                <span className="visually-hidden">: {t(`register.roles.${type}.title`)}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
