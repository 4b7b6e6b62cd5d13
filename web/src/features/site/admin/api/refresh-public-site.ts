import { useQueryClient } from '@tanstack/react-query'
import { REFERENCES_QUERY_KEY } from '../../about/api/get-references.js'
import { ADS_QUERY_KEY } from '../../ads/api/get-ads.js'
import { PUBLICATIONS_QUERY_KEY } from '../../publications/api/get-publications.js'
import { SEARCH_QUERY_KEY } from '../../search/api/get-search-results.js'

/**
 * After an admin's change, the public pages this browser keeps (ads for 10 minutes, spec §9) are
 * read again, so the admin sees the change at once. The server drops its own cached ads at the
 * same moment; other visitors see the change when their browser's copy expires (10 minutes at most
 * for the ads, their next visit for the rest).
 */
export function useRefreshPublicSite() {
  const client = useQueryClient()
  return {
    publications: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: PUBLICATIONS_QUERY_KEY }),
        client.invalidateQueries({ queryKey: SEARCH_QUERY_KEY }),
      ]),
    ads: () => client.invalidateQueries({ queryKey: ADS_QUERY_KEY }),
    references: () => client.invalidateQueries({ queryKey: REFERENCES_QUERY_KEY }),
  }
}
