import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetToasts } from '../../../../components/ui/toast/toast-store.js'
import i18n from '../../../../lib/i18n.js'
import { clearSession } from '../../../../lib/session.js'
import { mockApi, renderApp } from '../../../../testing/render-app.js'

const WAIT = { timeout: 10_000 }
const CODE = 'k3Jd93jdKs0dk2LsP0a9dk3LsPq8sLd'
const LINK = `/my-account/register/form/Consultant?sponsor=${CODE}`

const USER = {
  id: 52,
  email: 'ada@example.com',
  user_type: 'Consultant',
  first_name: 'Ada',
  last_name: 'Lovelace',
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

const registerCall = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.find(([url]) => new URL(String(url)).pathname === '/api/register')

async function createAccount() {
  await userEvent.type(screen.getByLabelText('Password'), 'long-enough')
  await userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough')
  await userEvent.click(screen.getByRole('button', { name: 'Create my account' }))
}

/** A sponsored consultant's registration (issue 17): the member's link names them and records the sponsor. */
describe('registration from a sponsor link', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    resetToasts()
    await i18n.changeLanguage('en')
  }, 30_000)
  afterEach(async () => {
    vi.unstubAllGlobals()
    await i18n.changeLanguage('en')
  }, 30_000)

  it('says who invited them, fills in their e-mail and names, and sends the code', async () => {
    const api = mockApi({
      '/api/adds': [],
      '/api/register/sponsor': (url: URL) =>
        url.searchParams.get('code') === CODE
          ? Response.json({
              data: {
                sponsor_name: 'Camille Martin',
                email: 'ada@example.com',
                first_name: 'Ada',
                last_name: 'Lovelace',
              },
            })
          : Response.json({ error: { code: 'SPONSOR_CODE_INVALID', message: 'no' } }, { status: 404 }),
      '/api/register': () => Response.json({ data: USER }, { status: 201 }),
      '/api/network/onboarding': ONBOARDING,
    })
    const { router } = renderApp(LINK)
    expect(await screen.findByText('Camille Martin invited you to join IQS.', {}, WAIT)).toHaveAttribute(
      'role',
      'status',
    )
    await waitFor(() => expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com'))
    expect(screen.getByLabelText('First name')).toHaveValue('Ada')
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace')
    await createAccount()
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/mobile-number'), WAIT)
    expect(JSON.parse(String(registerCall(api)?.[1]?.body))).toEqual({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      password: 'long-enough',
      password_confirmation: 'long-enough',
      role: 'Consultant',
      sponsor_code: CODE,
    })
  }, 30_000)

  it('says when the link is not valid, and still lets them register', async () => {
    const api = mockApi({
      '/api/adds': [],
      '/api/register/sponsor': () =>
        Response.json({ error: { code: 'SPONSOR_CODE_INVALID', message: 'no' } }, { status: 404 }),
      '/api/register': () => Response.json({ data: USER }, { status: 201 }),
      '/api/network/onboarding': ONBOARDING,
    })
    const { router } = renderApp(LINK)
    expect(
      await screen.findByText(
        'This invitation link is not valid, or has already been used. You can still create your account below.',
        {},
        WAIT,
      ),
    ).toHaveAttribute('role', 'alert')
    expect(screen.getByLabelText('E-mail address')).toHaveValue('')
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ada@example.com')
    await createAccount()
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/mobile-number'), WAIT)
    // The api ignores a code it does not know: sending it costs nothing and keeps one rule for both cases.
    expect(JSON.parse(String(registerCall(api)?.[1]?.body))).toMatchObject({
      email: 'ada@example.com',
      sponsor_code: CODE,
    })
  }, 30_000)

  it('speaks French', async () => {
    await i18n.changeLanguage('fr')
    mockApi({
      '/api/adds': [],
      '/api/register/sponsor': {
        sponsor_name: 'Camille Martin',
        email: 'ada@example.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
      },
    })
    renderApp(LINK)
    expect(
      await screen.findByText('Camille Martin vous invite à rejoindre IQS.', {}, WAIT),
    ).toBeInTheDocument()
  }, 30_000)
})
