import { useMatches } from 'react-router'

/** What a route tells the shell: the key of its page title in the `common` namespace. */
export interface RouteHandle {
  titleKey: string
  /** A member admin area's role (issue 18): its shared pages read it (`useMatches`). */
  memberRole?: 'ExecPartner' | 'Consultant' | 'Client'
}

/** The title key of the deepest matched route that has one. */
export function usePageTitleKey(): string | undefined {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined
    if (handle?.titleKey) return handle.titleKey
  }
  return undefined
}
