import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router'
import i18n from '../../lib/i18n.js'

/** Renders a token-area component with its texts (English unless told), a fresh query cache and a router. */
export async function renderMember(ui: ReactElement, language: 'en' | 'fr' = 'en') {
  await i18n.changeLanguage(language)
  await i18n.loadNamespaces(['iqs-member', 'errors'])
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )
}
