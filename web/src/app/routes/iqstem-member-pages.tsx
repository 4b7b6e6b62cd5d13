import { useParams } from 'react-router'
import { AddLeadPage } from '../../features/network/iqstem/components/add-lead-page.js'
import { AllProjectsPage } from '../../features/network/iqstem/components/all-projects-page.js'
import { CommissionsPage } from '../../features/network/iqstem/components/commissions-page.js'
import { IqstemMemberLayout } from '../../features/network/iqstem/components/iqstem-member-layout.js'
import { LeadPage } from '../../features/network/iqstem/components/lead-page.js'
import { MyLeadsPage } from '../../features/network/iqstem/components/my-leads-page.js'
import { SponsorConsultantPage } from '../../features/network/iqstem/components/sponsor-consultant-page.js'
import { SponsoredConsultantsPage } from '../../features/network/iqstem/components/sponsored-consultants-page.js'
import { NotFoundPage } from './not-found.js'

/**
 * The /my-iqstem pages of issue 17 (IQStem members, consultants and executive partners); the
 * router loads them lazily. The layout decides who may see them: each page below is a member's.
 */
export const IqstemMemberLayoutRoute = () => <IqstemMemberLayout />
export const AllProjectsRoute = () => <AllProjectsPage />
export const MyLeadsRoute = () => <MyLeadsPage />
export const AddLeadRoute = () => <AddLeadPage />
export const MySponsoredConsultantsRoute = () => <SponsoredConsultantsPage />
export const SponsorConsultantRoute = () => <SponsorConsultantPage />
export const CommissionsRoute = () => <CommissionsPage />

/** my-leads/:projectId (spec §2): the parameter is the lead's id; anything else is "not found". */
export function MyLeadRoute() {
  const id = Number(useParams().projectId)
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />
  return <LeadPage key={id} leadId={id} />
}
