import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import '../../lib/i18n.js'
import { routes } from '../router.js'

describe('routes', () => {
  it('redirects the root to the home page', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] })
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/other-public/home')
  })

  it('shows the 404 page with a link home and a link back at an unknown path', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/no/such/page'] })
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { name: '404 - Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/other-public/home',
    )
    expect(screen.getByRole('link', { name: 'Go back' })).toBeInTheDocument()
  })
})
