import type { AdminPublicationsQuery } from '@iqs/protocol'

/**
 * The query keys of the web-site admin, in one place so each action refreshes what it changed.
 * Under `account`: dropped with everything else of the signed-in user when the session changes.
 */
export const siteAdminKeys = {
  all: ['account', 'site-admin'] as const,
  publications: ['account', 'site-admin', 'publications'] as const,
  publicationList: (criteria: AdminPublicationsQuery) =>
    ['account', 'site-admin', 'publications', 'list', criteria] as const,
  publication: (id: number) => ['account', 'site-admin', 'publications', 'one', id] as const,
  ads: ['account', 'site-admin', 'ads'] as const,
  ad: (id: number) => ['account', 'site-admin', 'ads', 'one', id] as const,
  references: ['account', 'site-admin', 'references'] as const,
  reference: (id: number) => ['account', 'site-admin', 'references', 'one', id] as const,
}
