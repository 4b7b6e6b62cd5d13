import { useTranslation } from 'react-i18next'
import { ListState } from '../../../../components/ui/list-state.js'
import { useReferences } from '../api/get-references.js'
import { ReferenceCard } from './reference-card.js'

/** The clients page's references (issue 18): the visible ones, in the order the admins chose. */
export function ClientReferences() {
  const { t } = useTranslation('about')
  const references = useReferences()
  return (
    <section className="section" aria-labelledby="client-references">
      <h2 id="client-references">{t('references.title')}</h2>
      <ListState
        status={references.status}
        isEmpty={(references.data ?? []).length === 0}
        emptyText={t('references.empty')}
        errorText={t('references.error')}
      >
        <ul className="card-grid reference-list">
          {references.data?.map((reference) => (
            <ReferenceCard key={reference.id} reference={reference} />
          ))}
        </ul>
      </ListState>
    </section>
  )
}
