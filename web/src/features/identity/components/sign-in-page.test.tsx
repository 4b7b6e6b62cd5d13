import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetToasts } from '../../../components/ui/toast/toast-store.js'
import i18n from '../../../lib/i18n.js'
import { clearSession } from '../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../testing/render-app.js'

const USER = {
  id: 42,
  email: 'ada@example.com',
  user_type: 'Consultant',
  first_name: 'Ada',
  last_name: 'Lovelace',
}
const NO_PROVIDERS = {
  google: { available: false },
  linkedin: { available: false },
  facebook: { available: false },
}
const json = (status: number, body: unknown) => Response.json(body, { status })

async function fillAndSubmit(email = 'ada@example.com', password = 'correct-horse') {
  await userEvent.type(await screen.findByLabelText('E-mail address'), email)
  await userEvent.type(screen.getByLabelText('Password'), password)
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('the sign-in page', () => {
  beforeEach(async () => {
    localStorage.clear()
    sessionStorage.clear()
    clearSession()
    resetToasts()
    await i18n.changeLanguage('en')
  })
  afterEach(() => vi.unstubAllGlobals())

  it('checks the e-mail and the password before calling the api', async () => {
    const fetchMock = mockApi({ '/api/adds': [], '/api/auth/providers': NO_PROVIDERS })
    renderApp('/my-account/sign-in')
    await fillAndSubmit('ada.example.com', 'short')
    expect(screen.getByText('Invalid email format')).toBeInTheDocument()
    expect(screen.getByText('Invalid password')).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/login'))).toBe(false)
  })

  it('shows the page title, the toggle, remember me on by default, and hides register from guests', async () => {
    mockApi({ '/api/adds': [], '/api/auth/providers': NO_PROVIDERS })
    renderApp('/my-account/sign-in')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Elite talent for your digital projects' }),
    ).toBeInTheDocument()
    const password = await screen.findByLabelText('Password')
    expect(password).toHaveAttribute('type', 'password')
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(password).toHaveAttribute('type', 'password')
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked()
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/my-account/forgot-password',
    )
  })

  it('shows a signed-in visitor the register button', async () => {
    signInAs('Client')
    mockApi({ '/api/adds': [], '/api/auth/providers': NO_PROVIDERS })
    renderApp('/my-account/sign-in')
    const main = await screen.findByRole('main')
    expect(await within(main).findByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/my-account/register',
    )
    expect(within(main).getByText(/You are signed in as Camille Martin/)).toBeInTheDocument()
  })

  it('replaces the form with a spinner while the api answers, then stores the session and goes home', async () => {
    let answer: (response: Response) => void = () => undefined
    const fetchMock = mockApi({
      '/api/adds': [],
      '/api/auth/providers': NO_PROVIDERS,
      '/api/login': () => new Promise<Response>((resolve) => (answer = resolve)),
      '/api/home': { projects: [], publications: [] },
    })
    const { router } = renderApp('/my-account/sign-in')
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Remember me' }))
    await fillAndSubmit()
    const main = screen.getByRole('main')
    expect(await within(main).findByRole('status')).toHaveTextContent('Signing in...')
    expect(screen.queryByLabelText('E-mail address')).not.toBeInTheDocument()
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/login'))
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'ada@example.com',
      password: 'correct-horse',
      remember: false,
    })
    answer(Response.json({ data: { user: USER, totpActivated: false } }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/other-public/home'))
    expect(localStorage.getItem('userId')).toBe('42')
    expect(localStorage.getItem('userRole')).toBe('Consultant')
    expect(localStorage.getItem('userFirstName')).toBe('Ada')
    expect(localStorage.getItem('userLastName')).toBe('Lovelace')
    expect(localStorage.getItem('userEmail')).toBe('ada@example.com')
    expect(localStorage.getItem('language')).toBe('en')
  }, 15_000)

  it('goes to the TOTP step when two-factor is on, without storing the session yet', async () => {
    mockApi({
      '/api/adds': [],
      '/api/auth/providers': NO_PROVIDERS,
      '/api/login': { user: USER, totpActivated: true },
    })
    const { router } = renderApp('/my-account/sign-in')
    await fillAndSubmit()
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/sign-in/totp'))
    expect(await screen.findByText('Signing in as ada@example.com')).toBeInTheDocument()
    expect(localStorage.getItem('userId')).toBeNull()
  })

  it.each([
    [
      'a 401',
      () => json(401, { error: { code: 'INVALID_CREDENTIALS', message: 'x' } }),
      'Invalid email or password',
    ],
    [
      'another failure',
      // The code's own text in the reader's language, not the api's message.
      () => json(429, { error: { code: 'RATE_LIMITED', message: 'Too many attempts' } }),
      'Sign-in failed: Too many requests, please retry later',
    ],
    [
      'no answer',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'An error has occurred during connection.',
    ],
    [
      'an answer without a user',
      () => json(200, { data: { totpActivated: false } }),
      'Invalid response from server',
    ],
  ])('says why when the api answers %s', async (_case, answer, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    mockApi({ '/api/adds': [], '/api/auth/providers': NO_PROVIDERS, '/api/login': answer })
    renderApp('/my-account/sign-in')
    await fillAndSubmit()
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
    // The form is back, for another try.
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com')
    expect(localStorage.getItem('userId')).toBeNull()
  })

  it("says so after a logout, when the path contains 'disconnected'", async () => {
    mockApi({ '/api/adds': [], '/api/auth/providers': NO_PROVIDERS })
    renderApp('/my-account/sign-in/disconnected')
    expect(
      await screen.findByText('You have been disconnected from your account. Please sign in again.'),
    ).toBeInTheDocument()
  })

  it('greys the providers that are not configured and links the ones that are', async () => {
    mockApi({
      '/api/adds': [],
      '/api/auth/providers': { ...NO_PROVIDERS, linkedin: { available: true } },
    })
    renderApp('/my-account/sign-in')
    const google = await screen.findByRole('button', { name: /Continue with Google/ })
    expect(google).toBeDisabled()
    expect(await screen.findByText('Google sign-in is not configured yet')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Continue with Facebook/ })).toBeDisabled()
    expect(screen.getByRole('link', { name: /Continue with LinkedIn/ })).toHaveAttribute(
      'href',
      '/api/auth/linkedin/redirect?remember=1',
    )
  })

  it('signs in with the Google popup: the code goes to the api, then home', async () => {
    const fetchMock = mockApi({
      '/api/adds': [],
      '/api/auth/providers': { ...NO_PROVIDERS, google: { available: true, clientId: 'client-1' } },
      '/api/auth/google/callback': USER,
      '/api/home': { projects: [], publications: [] },
    })
    const popup = { closed: false }
    const open = vi.spyOn(window, 'open').mockImplementation((url) => {
      const state = new URL(String(url)).searchParams.get('state')
      setTimeout(() =>
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: window.location.origin,
            data: { type: 'iqs:google-code', code: 'abc', state, error: null },
          }),
        ),
      )
      return popup as Window
    })
    const { router } = renderApp('/my-account/sign-in')
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/other-public/home'))
    const url = new URL(String(open.mock.calls[0]?.[0]))
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth')
    expect(url.searchParams.get('response_type')).toBe('code')
    expect(url.searchParams.get('scope')).toBe('openid profile email')
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/my-account/sign-in/google`)
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('/api/auth/google/callback'))
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ code: 'abc' })
    expect(localStorage.getItem('userId')).toBe('42')
  })
})
