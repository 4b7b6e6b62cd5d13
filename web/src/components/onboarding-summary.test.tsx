import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '../lib/i18n.js'
import { clearSession } from '../lib/session.js'
import { mockApi, renderApp, signInAs } from '../testing/render-app.js'

const me = {
  user: {
    id: 7,
    email: 'camille@example.com',
    user_type: 'Client',
    first_name: 'Camille',
    last_name: 'Martin',
  },
  totpActivated: false,
  language: 'en',
}
const onboarding = (overrides: Record<string, unknown>) => ({
  status: 'ONBOARDING',
  review_reason: null,
  submitted_at: null,
  steps: [
    { step: 'mobile-number', required: true, done: true, path: '/my-account/mobile-number' },
    { step: 'company', required: true, done: false, path: '/my-account/company' },
  ],
  missing: ['company'],
  remaining: ['company'],
  phone: '+33612345678',
  company: null,
  expertise: null,
  cv: null,
  ...overrides,
})

/** The account page's summary of what is left of the onboarding (issue 15). */
describe('onboarding summary on the account page', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    signInAs('Client')
    await i18n.changeLanguage('en')
  })
  afterEach(async () => {
    vi.unstubAllGlobals()
    await i18n.changeLanguage('en')
  })

  it('lists the steps left, each a link, and resumes at the first', async () => {
    mockApi({ '/api/adds': [], '/api/me': me, '/api/network/onboarding': onboarding({}) })
    renderApp('/my-account')
    const summary = await screen.findByRole('region', { name: 'Onboarding' }, { timeout: 10_000 })
    expect(within(summary).getByRole('link', { name: 'Company' })).toHaveAttribute(
      'href',
      '/my-account/company',
    )
    expect(within(summary).queryByRole('link', { name: 'Mobile number' })).not.toBeInTheDocument()
    expect(within(summary).getByRole('link', { name: 'Continue my onboarding' })).toHaveAttribute(
      'href',
      '/my-account/company',
    )
  }, 20_000)

  it('says the application is pending review, in French', async () => {
    await i18n.changeLanguage('fr')
    mockApi({
      '/api/adds': [],
      '/api/me': { ...me, language: 'fr' },
      '/api/network/onboarding': onboarding({
        status: 'PENDING',
        steps: [{ step: 'mobile-number', required: true, done: true, path: '/my-account/mobile-number' }],
        missing: [],
        remaining: [],
      }),
    })
    renderApp('/my-account')
    const summary = await screen.findByRole('region', { name: 'Inscription' }, { timeout: 10_000 })
    expect(
      within(summary).getByText('En attente de validation : un administrateur examine votre candidature.'),
    ).toBeInTheDocument()
    expect(within(summary).getByText('Toutes les étapes sont terminées.')).toBeInTheDocument()
  }, 20_000)
})
