import type { ProjectPerson } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { memberAdminPath } from '../utils/projects-admin-paths.js'

/**
 * A member by name, linked to their page in their own admin area when their role has one; an
 * erased account reads as such, with no link.
 */
export function PersonLink({ person }: { person: Pick<ProjectPerson, 'user_id' | 'name' | 'role'> }) {
  const { t } = useTranslation('network-projects-admin')
  if (person.name === null) return <>{t('sheet.erased')}</>
  const to = memberAdminPath(person.role, person.user_id)
  return to ? <Link to={to}>{person.name}</Link> : <>{person.name}</>
}
