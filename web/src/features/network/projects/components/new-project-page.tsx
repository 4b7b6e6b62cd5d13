import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSession } from '../../../../lib/use-session.js'
import { ownerProjectPath } from '../utils/owner-paths.js'
import { ProjectForm } from './project-form.js'

/**
 * /my-projects/new-project: the form, empty. Once saved, the project's page takes over, also
 * when a publish was refused (its form opens with the missing fields marked), so a second click
 * edits that draft rather than writing another.
 */
export function NewProjectPage() {
  const { t } = useTranslation('network-projects')
  const { role } = useSession()
  const navigate = useNavigate()
  return (
    <section className="project-page" aria-labelledby="new-project-title">
      <h2 id="new-project-title">{t('form.newTitle')}</h2>
      <ProjectForm
        onDone={(project) => void navigate(ownerProjectPath(role, project.id))}
        onCreatedIncomplete={(project, missing) =>
          void navigate(ownerProjectPath(role, project.id, true), { replace: true, state: { missing } })
        }
      />
    </section>
  )
}
