import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetToasts } from '../../../components/ui/toast/toast-store.js'
import i18n from '../../../lib/i18n.js'
import { clearSession } from '../../../lib/session.js'
import { mockApi, renderApp } from '../../../testing/render-app.js'

const USER = {
  id: 51,
  email: 'grace@example.com',
  user_type: 'ExecPartner',
  first_name: 'Grace',
  last_name: 'Hopper',
}

const ONBOARDING = {
  status: 'ONBOARDING',
  review_reason: null,
  submitted_at: null,
  steps: [{ step: 'mobile-number', required: true, done: false, path: '/my-account/mobile-number' }],
  missing: ['mobile-number'],
  remaining: ['mobile-number'],
  phone: null,
  company: null,
  expertise: null,
  cv: null,
}

async function fill(values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await userEvent.type(await screen.findByLabelText(label), value)
  }
  await userEvent.click(screen.getByRole('button', { name: 'Create my account' }))
}

describe('registration', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    resetToasts()
    await i18n.changeLanguage('en')
  })
  afterEach(() => vi.unstubAllGlobals())

  it('offers four account types, each to its form and its about-us page', async () => {
    mockApi({ '/api/adds': [] })
    renderApp('/my-account/register')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unlock the power of decentralized networks' }),
    ).toBeInTheDocument()
    await screen.findByRole('heading', { name: 'Join the IQS network' })
    const chooser = screen.getAllByRole('listitem').filter((tile) => tile.querySelector('h3'))
    expect(chooser).toHaveLength(4)
    const links = chooser.map((tile) =>
      within(tile)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    )
    expect(links).toEqual([
      ['/my-account/register/form/Client', '/aboutus/clients'],
      ['/my-account/register/form/ExecPartner', '/aboutus/execpartners'],
      ['/my-account/register/form/Consultant', '/aboutus/consultants'],
      ['/my-account/register/form/IQStem', '/aboutus/iqstem'],
    ])
  })

  it('checks the e-mail, the password and its confirmation before sending', async () => {
    const fetchMock = mockApi({ '/api/adds': [] })
    renderApp('/my-account/register/form/Consultant')
    expect(await screen.findByText('Currently, you are registering as a consultant.')).toBeInTheDocument()
    await fill({ 'E-mail address': 'nobody', Password: 'short', 'Confirm password': 'other' })
    expect(screen.getByText('Invalid email format')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument()
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/register'))).toBe(false)
  })

  it('needs a user type from the route', async () => {
    mockApi({ '/api/adds': [] })
    renderApp('/my-account/register/form/Admin')
    await fill({
      'E-mail address': 'x@example.com',
      Password: 'long-enough',
      'Confirm password': 'long-enough',
    })
    expect(
      await screen.findByText('User type is required. Please reload the page and try again.'),
    ).toBeInTheDocument()
  })

  it('says why the api refused', async () => {
    mockApi({
      '/api/adds': [],
      '/api/register': () =>
        Response.json(
          { error: { code: 'EMAIL_TAKEN', message: 'An account with this email already exists' } },
          { status: 409 },
        ),
    })
    renderApp('/my-account/register/form/Client')
    await fill({
      'E-mail address': 'taken@example.com',
      Password: 'long-enough',
      'Confirm password': 'long-enough',
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration failed: An account with this email already exists',
    )
  })

  it('registers, stores the session and leads into the onboarding', async () => {
    const fetchMock = mockApi({
      '/api/adds': [],
      '/api/register': () => Response.json({ data: USER }, { status: 201 }),
      '/api/network/onboarding': ONBOARDING,
    })
    const { router } = renderApp('/my-account/register/form/ExecPartner')
    expect(
      await screen.findByText('Currently, you are registering as an executive partner.'),
    ).toBeInTheDocument()
    await fill({
      'First name': 'Grace',
      'Last name': 'Hopper',
      'E-mail address': 'grace@example.com',
      Password: 'long-enough',
      'Confirm password': 'long-enough',
    })
    // Issue 15: the role's first onboarding step, not '/'.
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/mobile-number'))
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/register'))
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'grace@example.com',
      first_name: 'Grace',
      last_name: 'Hopper',
      password: 'long-enough',
      password_confirmation: 'long-enough',
      role: 'ExecPartner',
    })
    expect(localStorage.getItem('userRole')).toBe('ExecPartner')
    expect(localStorage.getItem('userId')).toBe('51')
  }, 15_000)

  it('sends the phone and address when given, and refuses a bad phone without sending', async () => {
    const fetchMock = mockApi({
      '/api/adds': [],
      '/api/register': () => Response.json({ data: USER }, { status: 201 }),
      '/api/network/onboarding': ONBOARDING,
    })
    const { router } = renderApp('/my-account/register/form/ExecPartner')
    await fill({
      'E-mail address': 'grace@example.com',
      Password: 'long-enough',
      'Confirm password': 'long-enough',
      'Mobile number': '12',
    })
    expect(
      screen.getByText('Enter a valid phone number with its country code (+33 6 12 34 56 78)'),
    ).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/register'))).toBe(false)

    await userEvent.clear(screen.getByLabelText('Mobile number'))
    await userEvent.type(screen.getByLabelText('Mobile number'), '+33 6 12 34 56 78')
    await userEvent.type(screen.getByLabelText('Address'), '2 avenue Foch')
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }))
    expect(
      await screen.findByText('Complete the address: street, postal code, city and country'),
    ).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Postal code'), '75116')
    await userEvent.type(screen.getByLabelText('City'), 'Paris')
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'FR')
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/mobile-number'))
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/register'))
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      phone: '+33 6 12 34 56 78',
      address_line: '2 avenue Foch',
      postal_code: '75116',
      city: 'Paris',
      country: 'FR',
    })
  }, 20_000)

  it('goes back to the chooser', async () => {
    mockApi({ '/api/adds': [] })
    const { router } = renderApp('/my-account/register/form/Client')
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/register'))
  })
})
