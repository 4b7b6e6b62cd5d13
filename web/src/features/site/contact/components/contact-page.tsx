import { useTranslation } from 'react-i18next'
import { ContactForm } from './contact-form.js'
import { OFFICES } from './offices.js'
import { OfficesMap } from './offices-map.js'
import './contact.css'

/** Offices, the map and the form. */
export function ContactPage() {
  const { t } = useTranslation('contact')
  return (
    <div className="contact">
      <p className="lead">{t('intro')}</p>
      <OfficesMap />
      <ul className="card-grid offices">
        {OFFICES.map((office) => (
          <li key={office.id} className="card office">
            <h2>{t(`offices.${office.id}.city`)}</h2>
            <p className="muted">{t(`offices.${office.id}.role`)}</p>
            <address>
              {office.address.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <a href={`tel:${office.phone.replaceAll(' ', '')}`}>{office.phone}</a>
              <a href={`mailto:${office.email}`}>{office.email}</a>
            </address>
          </li>
        ))}
      </ul>
      <ContactForm />
    </div>
  )
}
