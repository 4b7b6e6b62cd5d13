import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { QueryState } from '../../../../components/ui/query-state.js'
import { formatDate } from '../../../../lib/format.js'
import { useProjectSheet } from '../api/get-project-sheet.js'
import { projectsAdminPaths } from '../utils/projects-admin-paths.js'
import { SheetApplicants } from './sheet-applicants.js'
import { SheetContracts } from './sheet-contracts.js'
import { SheetFacts } from './sheet-facts.js'
import { SheetHistory } from './sheet-history.js'
import { SheetReviews } from './sheet-reviews.js'

/**
 * project-sheet/{projectId} (spec §2): one project's whole sheet (fields, figures, applicants,
 * contracts with KPIs and the success fee's outcome, reviews, history, admin actions), printable:
 * the button prints the page, and the print stylesheet (projects-admin.css, `@media print`) keeps
 * the sheet alone on A4, without the site's header, menus, ads and buttons.
 */
export function ProjectSheetPage({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation('network-projects-admin')
  const sheet = useProjectSheet(projectId)
  if (!sheet.data)
    return (
      <QueryState
        query={sheet}
        ns="network-projects-admin"
        notFoundKey="sheet.notFound"
        errorKey="sheet.error"
        back={{ to: projectsAdminPaths.sheets, labelKey: 'sheet.back' }}
      />
    )
  const shown = sheet.data
  const title = shown.project.title || t('reports.untitled', { id: shown.project.id })
  return (
    <article className="projects-admin__page project-sheet" aria-labelledby="project-sheet-title">
      <div className="projects-admin__actions project-sheet__toolbar">
        <Link to={projectsAdminPaths.sheets}>{t('sheet.back')}</Link>
        <button type="button" className="button" onClick={() => window.print()}>
          {t('sheet.print')}
        </button>
      </div>
      <header className="project-sheet__header">
        <h2 id="project-sheet-title">{t('sheet.title', { title, id: shown.project.id })}</h2>
        <p className="muted">
          {t('sheet.printedOn', { date: formatDate(new Date().toISOString(), i18n.language) })}
        </p>
      </header>
      <SheetFacts sheet={shown} />
      <SheetApplicants applications={shown.applications} />
      <SheetContracts contracts={shown.contracts} />
      <SheetReviews reviews={shown.reviews} />
      <SheetHistory history={shown.history} adminActions={shown.admin_actions} />
    </article>
  )
}
