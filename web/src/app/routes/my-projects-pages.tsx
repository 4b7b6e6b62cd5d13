import { useParams } from 'react-router'
import { ApplicationFormPage } from '../../features/network/applications/components/application-form-page.js'
import { ApplicationPage } from '../../features/network/applications/components/application-page.js'
import { JobDetailsPage } from '../../features/network/applications/components/job-details-page.js'
import { JobsPage } from '../../features/network/applications/components/jobs-page.js'
import { MyApplicationsPage } from '../../features/network/applications/components/my-applications-page.js'
import { ProjectApplicants } from '../../features/network/applications/components/project-applicants.js'
import { RequireConsultant } from '../../features/network/applications/components/require-consultant.js'
import { MyProjectsLayout } from '../../features/network/projects/components/my-projects-layout.js'
import { MyProjectsList } from '../../features/network/projects/components/my-projects-list.js'
import { NewProjectPage } from '../../features/network/projects/components/new-project-page.js'
import { ProjectPage } from '../../features/network/projects/components/project-page.js'
import { RequireProjectOwner } from '../../features/network/projects/components/require-project-owner.js'
import { NotFoundPage } from './not-found.js'

/** The /my-projects pages of issue 16 (owners' projects, jobs, applications); the router loads them lazily. */
export const MyProjectsLayoutRoute = () => <MyProjectsLayout />

export const NewProjectRoute = () => (
  <RequireProjectOwner>
    <NewProjectPage />
  </RequireProjectOwner>
)

/** The client's project-status and the executive partner's my-projects: the same list. */
export const OwnerProjectsRoute = () => (
  <RequireProjectOwner>
    <MyProjectsList />
  </RequireProjectOwner>
)

/** A whole positive id from the path, or undefined (the page is then "not found"). */
function useIdParam(name: string): number | undefined {
  const id = Number(useParams()[name])
  return Number.isInteger(id) && id > 0 ? id : undefined
}

/**
 * project-status/:projectId (spec §2) and my-projects/:projectId (the partner's, under their own
 * list; the spec names no path for it): the same page for both owner roles, with its applicants.
 */
export function OwnerProjectRoute() {
  const id = useIdParam('projectId')
  if (id === undefined) return <NotFoundPage />
  return (
    <RequireProjectOwner>
      <ProjectPage key={id} projectId={id} applicants={<ProjectApplicants projectId={id} />} />
    </RequireProjectOwner>
  )
}

/** The consultant's jobs (spec §2 jobs). */
export const JobsRoute = () => (
  <RequireConsultant>
    <JobsPage />
  </RequireConsultant>
)

/** jobs/details/:jobId. */
export function JobDetailsRoute() {
  const id = useIdParam('jobId')
  if (id === undefined) return <NotFoundPage />
  return (
    <RequireConsultant>
      <JobDetailsPage key={id} jobId={id} />
    </RequireConsultant>
  )
}

/** applications/new/:jobId. */
export function NewApplicationRoute() {
  const id = useIdParam('jobId')
  if (id === undefined) return <NotFoundPage />
  return (
    <RequireConsultant>
      <ApplicationFormPage key={id} jobId={id} />
    </RequireConsultant>
  )
}

/** applications: mine. */
export const MyApplicationsRoute = () => (
  <RequireConsultant>
    <MyApplicationsPage />
  </RequireConsultant>
)

/** applications/:applicationId (a uuid; anything else is not found). */
export function ApplicationRoute() {
  const id = useParams().applicationId ?? ''
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return <NotFoundPage />
  return (
    <RequireConsultant>
      <ApplicationPage key={id} applicationId={id} />
    </RequireConsultant>
  )
}
