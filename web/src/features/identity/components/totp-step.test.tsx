import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetToasts } from '../../../components/ui/toast/toast-store.js'
import i18n from '../../../lib/i18n.js'
import { clearSession } from '../../../lib/session.js'
import { mockApi, renderApp } from '../../../testing/render-app.js'
import { pendingSignIn } from '../utils/pending-sign-in.js'

const USER = {
  id: 42,
  email: 'ada@example.com',
  user_type: 'IQStem',
  first_name: 'Ada',
  last_name: 'Lovelace',
} as const
const wrongCode = () =>
  Response.json(
    { error: { code: 'TOTP_CODE_INVALID', message: 'Verification failed. Please try again.' } },
    { status: 400 },
  )

describe('the TOTP sign-in step', () => {
  beforeEach(async () => {
    localStorage.clear()
    sessionStorage.clear()
    clearSession()
    resetToasts()
    await i18n.changeLanguage('en')
  })
  afterEach(() => vi.unstubAllGlobals())

  it('sends a visitor without a pending sign-in back to sign in', async () => {
    mockApi({ '/api/adds': [], '/api/auth/providers': {} })
    const { router } = renderApp('/my-account/sign-in/totp')
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/sign-in'))
  })

  it('says so when the code is wrong, then signs in with the right one', async () => {
    pendingSignIn.save(USER)
    let answer = wrongCode
    const fetchMock = mockApi({
      '/api/adds': [],
      '/api/login/totp': () => answer(),
      '/api/home': { projects: [], publications: [] },
    })
    const { router } = renderApp('/my-account/sign-in/totp')
    await userEvent.type(await screen.findByLabelText('Verification code'), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification failed. Please try again.')
    expect(localStorage.getItem('userId')).toBeNull()

    answer = () => Response.json({ data: { user: USER, totpActivated: true } })
    await userEvent.type(screen.getByLabelText('Verification code'), '654321')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/other-public/home'))
    const last = fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/login/totp')).at(-1)
    expect(JSON.parse(String(last?.[1]?.body))).toEqual({ code: '654321' })
    expect(localStorage.getItem('userRole')).toBe('IQStem')
    expect(pendingSignIn.read()).toBeNull()
  }, 15_000)

  it('takes a recovery code instead', async () => {
    pendingSignIn.save(USER)
    const fetchMock = mockApi({
      '/api/adds': [],
      '/api/login/totp': { user: USER, totpActivated: true },
      '/api/home': { projects: [], publications: [] },
    })
    renderApp('/my-account/sign-in/totp')
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }))
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcde-12345')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(localStorage.getItem('userId')).toBe('42'))
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/login/totp'))
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ code: 'abcde-12345' })
  })

  it('refuses a code that is not six digits without calling the api', async () => {
    pendingSignIn.save(USER)
    const fetchMock = mockApi({ '/api/adds': [] })
    renderApp('/my-account/sign-in/totp')
    await userEvent.type(await screen.findByLabelText('Verification code'), '12a')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(screen.getByText('Verification failed. Please try again.')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/login/totp'))).toBe(false)
  })
})
