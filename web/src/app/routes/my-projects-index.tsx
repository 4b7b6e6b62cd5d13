import { Navigate } from 'react-router'
import { useSession } from '../../lib/use-session.js'

/** /my-projects opens on each role's first menu entry (spec §2 menus). */
export function MyProjectsIndex() {
  const { role } = useSession()
  const first = role === 'Client' ? 'project-status' : role === 'ExecPartner' ? 'reports' : 'jobs'
  return <Navigate to={`/my-projects/${first}`} replace />
}
