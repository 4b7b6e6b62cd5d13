import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { leadPath } from '../utils/iqstem-paths.js'
import { LeadForm } from './lead-form.js'

/** add-leads (spec §2): the form; once the lead is in, its page takes over. */
export function AddLeadPage() {
  const { t } = useTranslation('network-iqstem')
  const navigate = useNavigate()
  return (
    <section className="project-page" aria-labelledby="add-lead-title">
      <h2 id="add-lead-title">{t('form.title')}</h2>
      <LeadForm
        onAdded={(lead) => {
          toast.success(t('form.added', { company: lead.company }))
          void navigate(leadPath(lead.id))
        }}
      />
    </section>
  )
}
