import { ADMIN_PERMISSIONS } from '@iqs/protocol'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '../../../lib/i18n.js'
import { clearSession } from '../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../testing/render-app.js'

const me = (userType: string, totpActivated: boolean, language: 'en' | 'fr' = 'en') => ({
  user: {
    id: 7,
    email: 'camille@example.com',
    user_type: userType,
    first_name: 'Camille',
    last_name: 'Martin',
  },
  totpActivated,
  language,
  admin_permissions: userType === 'Admin' ? [...ADMIN_PERMISSIONS] : [],
})
const hrefs = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))

/** Issue 14: /my-account is the signed-in user's account page; guests still get the sign-in page. */
describe('my account', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    await i18n.changeLanguage('en')
  })
  afterEach(async () => {
    vi.unstubAllGlobals()
    await i18n.changeLanguage('en')
  })

  it('sends a guest to sign in', async () => {
    mockApi({ '/api/adds': [], '/api/auth/providers': {} })
    const { router } = renderApp('/my-account')
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/sign-in'))
  })

  it("shows a consultant's identity, two-step state, sessions, preferences and areas", async () => {
    signInAs('Consultant')
    mockApi({ '/api/adds': [], '/api/me': me('Consultant', false) })
    const { router } = renderApp('/my-account')
    expect(await screen.findByText('camille@example.com')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/my-account')
    const account = screen.getByRole('region', { name: 'Account' })
    expect(within(account).getByText('Camille Martin')).toBeInTheDocument()
    expect(within(account).getByText('Consultant')).toBeInTheDocument()
    expect(within(account).getByRole('link', { name: 'Sign in with another account' })).toHaveAttribute(
      'href',
      '/my-account/sign-in',
    )
    const twoStep = screen.getByRole('region', { name: 'Two-step verification' })
    expect(within(twoStep).getByText('Two-step verification is off.')).toBeInTheDocument()
    expect(within(twoStep).getByRole('link', { name: 'Set up two-step verification' })).toHaveAttribute(
      'href',
      '/my-account/preferences',
    )
    expect(screen.getByRole('button', { name: 'Sign out of all sessions' })).toBeInTheDocument()
    const preferences = screen.getByRole('region', { name: 'Preferences' })
    expect(within(preferences).getByText('Language: English')).toBeInTheDocument()
    expect(hrefs(preferences)).toEqual(['/my-account/preferences', '/my-account/preferences/delete'])
    expect(hrefs(screen.getByRole('navigation', { name: 'Your areas' }))).toEqual([
      '/my-profile',
      '/my-projects',
      '/my-iqstem',
      '/my-iqs-tokens',
    ])
  })

  it('leads an admin to the admin areas, in French, with two-step verification on', async () => {
    await i18n.changeLanguage('fr')
    signInAs('Admin')
    mockApi({ '/api/adds': [], '/api/me': me('Admin', true, 'fr') })
    renderApp('/my-account')
    expect(await screen.findByText('La vérification en deux étapes est activée.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Configurer la vérification en deux étapes' })).toBeNull()
    expect(screen.getByText('Administrateur')).toBeInTheDocument()
    expect(screen.getByText('Langue : Français')).toBeInTheDocument()
    expect(hrefs(screen.getByRole('navigation', { name: 'Vos espaces' }))).toEqual([
      '/admin-projects',
      '/admin-exec-partners',
      '/admin-consultants',
      '/admin-iqstem',
      '/admin-clients',
      '/iqs-tokens',
      '/admin-web-site',
      '/admin-access',
    ])
  })

  it('opens from the name in the header, and sign-in still offers to switch accounts', async () => {
    signInAs('Client')
    mockApi({ '/api/adds': [], '/api/me': me('Client', false), '/api/auth/providers': {} })
    const { router } = renderApp('/other-public/contact-us')
    await userEvent.click(await screen.findByRole('link', { name: /Camille Martin/ }))
    expect(await screen.findByRole('navigation', { name: 'Your areas' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/my-account')
    await userEvent.click(screen.getByRole('link', { name: 'Sign in with another account' }))
    expect(await screen.findByText(/Sign in below to switch accounts/)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/my-account/sign-in')
  })
})
