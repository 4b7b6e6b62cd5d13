import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession } from '../lib/session.js'
import { mockApi, renderApp } from '../testing/render-app.js'

/**
 * Issue 14: a full load of a lazy page (every page is one) used to warn "No `HydrateFallback`
 * element provided to render during initial hydration"; the shell now shows a loading line there.
 */
describe('the first render of a lazy page', () => {
  beforeEach(() => {
    localStorage.clear()
    clearSession()
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it.each(['/other-public/home', '/my-account/sign-in', '/iqs-tokens/audit'])(
    'shows the shell while %s loads, without a HydrateFallback warning',
    async (path) => {
      const warn = vi.spyOn(console, 'warn')
      mockApi({ '/api/adds': [], '/api/auth/providers': {} })
      renderApp(path)
      expect(await screen.findByRole('banner')).toBeInTheDocument()
      await screen.findByRole('main')
      const warnings = warn.mock.calls.map((args) => args.map(String).join(' '))
      expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([])
    },
  )
})
