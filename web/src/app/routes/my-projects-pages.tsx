import { useParams } from 'react-router'
import { ApplicationFormPage } from '../../features/network/applications/components/application-form-page.js'
import { ApplicationPage } from '../../features/network/applications/components/application-page.js'
import { JobDetailsPage } from '../../features/network/applications/components/job-details-page.js'
import { JobsPage } from '../../features/network/applications/components/jobs-page.js'
import { MyApplicationsPage } from '../../features/network/applications/components/my-applications-page.js'
import { ProjectApplicants } from '../../features/network/applications/components/project-applicants.js'
import { RequireConsultant } from '../../features/network/applications/components/require-consultant.js'
import { ContractPage } from '../../features/network/contracts/components/contract-page.js'
import { CriteriaPage } from '../../features/network/contracts/components/criteria-page.js'
import { MyContractsPage } from '../../features/network/contracts/components/my-contracts-page.js'
import { ConsultantPage } from '../../features/network/consultants/components/consultant-page.js'
import { ConsultantsSearchPage } from '../../features/network/consultants/components/consultants-search-page.js'
import { MyConsultantsPage } from '../../features/network/consultants/components/my-consultants-page.js'
import { ReportsPage } from '../../features/network/reports/components/reports-page.js'
import { RequireExecPartner } from '../../features/network/reports/components/require-exec-partner.js'
import { MyProjectsLayout } from '../../features/network/projects/components/my-projects-layout.js'
import { MyReviewsPage } from '../../features/network/reviews/components/my-reviews-page.js'
import { NewReviewPage } from '../../features/network/reviews/components/new-review-page.js'
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

/** A uuid from the path, or undefined (the page is then "not found"). */
function useUuidParam(name: string): string | undefined {
  const id = useParams()[name] ?? ''
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id : undefined
}

/**
 * contracts (issue 16 part 3): mine, as consultant or as owner. The api says who may read what
 * (parties and admins), so these pages need no role guard of their own.
 */
export const MyContractsRoute = () => <MyContractsPage />

/** contracts/:contractId. */
export function ContractRoute() {
  const id = useUuidParam('contractId')
  if (id === undefined) return <NotFoundPage />
  return <ContractPage key={id} contractId={id} />
}

/** criteria/:projectId: a project's success-fee criteria and results. */
export function CriteriaRoute() {
  const id = useIdParam('projectId')
  if (id === undefined) return <NotFoundPage />
  return <CriteriaPage key={id} projectId={id} />
}

/** new-review (and new-review?contract=<id>), my-reviews. */
export const NewReviewRoute = () => <NewReviewPage />
export const MyReviewsRoute = () => <MyReviewsPage />

/** find-consultants (clients) and search-consultants (executive partners): the same search. */
export const ConsultantsSearchRoute = () => (
  <RequireProjectOwner>
    <ConsultantsSearchPage />
  </RequireProjectOwner>
)

/** find-consultants/:userId and search-consultants/:userId: a consultant's page for owners. */
export function ConsultantRoute() {
  const id = useIdParam('userId')
  if (id === undefined) return <NotFoundPage />
  return (
    <RequireProjectOwner>
      <ConsultantPage key={id} userId={id} />
    </RequireProjectOwner>
  )
}

/** my-consultants: the owner's shortlist. */
export const MyConsultantsRoute = () => (
  <RequireProjectOwner>
    <MyConsultantsPage />
  </RequireProjectOwner>
)

/** reports: the executive partner's figures by month. */
export const ReportsRoute = () => (
  <RequireExecPartner>
    <ReportsPage />
  </RequireExecPartner>
)
