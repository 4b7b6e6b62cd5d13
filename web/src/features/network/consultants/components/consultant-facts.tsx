import { formatEur, type ConsultantCard } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'

/** A card's facts as chips: sectors, seniority, languages, availability, day rate. */
export function ConsultantFacts({ card }: { card: ConsultantCard }) {
  const { t, i18n } = useTranslation(['network-consultants', 'common', 'network-profile'])
  const facts = [
    ...card.sectors.map((sector) => t(`common:sectors.${sector}`)),
    card.seniority && t(`common:seniority.${card.seniority}`),
    ...card.languages.map((entry) => t(`network-profile:languageNames.${entry.language}`)),
    t(`availability.${card.availability}`),
    card.day_rate
      ? t('card.dayRate', { amount: formatEur(card.day_rate, i18n.language, { decimals: 0 }) })
      : t('card.noDayRate'),
  ].filter((fact): fact is string => typeof fact === 'string' && fact !== '')
  return (
    <ul className="consultant-facts">
      {facts.map((fact, index) => (
        <li key={`${index}-${fact}`} className="chip">
          {fact}
        </li>
      ))}
    </ul>
  )
}
