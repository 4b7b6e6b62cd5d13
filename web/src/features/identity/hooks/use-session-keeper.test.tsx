import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetToasts } from '../../../components/ui/toast/toast-store.js'
import i18n from '../../../lib/i18n.js'
import { clearSession } from '../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../testing/render-app.js'

const expired = () =>
  Response.json({ error: { code: 'SESSION_EXPIRED', message: 'Your session has expired.' } }, { status: 401 })

describe('the session upkeep', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    resetToasts()
    await i18n.changeLanguage('en')
  })
  afterEach(() => vi.unstubAllGlobals())

  it('confirms a stored user with /api/me and takes the names from the server', async () => {
    signInAs('Consultant', 'Old', 'Name')
    mockApi({
      '/api/adds': [],
      '/api/me': {
        user: {
          id: 7,
          email: 'camille@example.com',
          user_type: 'Consultant',
          first_name: 'Camille',
          last_name: 'Martin',
        },
        totpActivated: false,
        language: 'en',
      },
    })
    renderApp('/about-us/services')
    expect(await screen.findByRole('link', { name: /Camille Martin/ })).toHaveAttribute('href', '/my-account')
  })

  it('clears a stored user whose session the refresh cannot renew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    signInAs('Consultant')
    mockApi({ '/api/adds': [], '/api/me': expired, '/api/refresh': expired })
    renderApp('/about-us/services')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    )
    await waitFor(() => expect(localStorage.getItem('userId')).toBeNull())
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument()
  })
})
