import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Toaster } from '../components/ui/toast/toaster.js'
import { SessionKeeper } from '../features/identity/components/session-keeper.js'

/** What every page needs: the query cache (one per app), the session upkeep and the toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }),
  )
  return (
    <QueryClientProvider client={queryClient}>
      <SessionKeeper />
      {children}
      <Toaster />
    </QueryClientProvider>
  )
}
