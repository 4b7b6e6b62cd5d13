import { useParams } from 'react-router'
import { ContactPage } from '../../features/site/contact/components/contact-page.js'
import { ProjectBoard } from '../../features/site/projects/components/project-board.js'
import { ProjectDetails } from '../../features/site/projects/components/project-details.js'
import { PublicationDetails } from '../../features/site/publications/components/publication-details.js'
import { PublicationList } from '../../features/site/publications/components/publication-list.js'
import { SearchResults } from '../../features/site/search/components/search-results.js'

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
