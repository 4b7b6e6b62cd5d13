import type { UserType } from '@iqs/protocol'

/** Who writes projects (spec §2: new-project is on the client's and the executive partner's menus). */
export const PROJECT_OWNER_ROLES: readonly UserType[] = ['Client', 'ExecPartner']

/** The OpenAPI tag of the owner's project routes. */
export const projectsTags = ['network projects']
