import { useParams } from 'react-router'
import { ContactPage } from '../../features/contact/components/contact-page.js'
import { ProjectBoard } from '../../features/projects/components/project-board.js'
import { ProjectDetails } from '../../features/projects/components/project-details.js'
import { PublicationDetails } from '../../features/publications/components/publication-details.js'
import { PublicationList } from '../../features/publications/components/publication-list.js'
import { SearchResults } from '../../features/search/components/search-results.js'

/** The /other-public pages but home; the router loads them lazily. */
export function ProjectsRoute() {
  return <ProjectBoard />
}

export function ProjectRoute() {
  const { projectId = '' } = useParams()
  return <ProjectDetails projectId={projectId} />
}

export function PublicationsRoute() {
  return <PublicationList />
}

export function PublicationRoute() {
  const { publicationId = '' } = useParams()
  return <PublicationDetails publicationId={publicationId} />
}

export function SearchRoute() {
  return <SearchResults />
}

export function ContactRoute() {
  return <ContactPage />
}
