import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetToasts } from '../../../components/ui/toast/toast-store.js'
import i18n from '../../../lib/i18n.js'
import { clearSession } from '../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../testing/render-app.js'

const USER = {
  id: 7,
  email: 'camille@example.com',
  user_type: 'Consultant',
  first_name: 'Camille',
  last_name: 'Martin',
}
const me = (totpActivated: boolean) => ({ user: USER, totpActivated, language: 'en' })
const CODES = ['aaaa-1111', 'bbbb-2222']

describe('my preferences', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    resetToasts()
    await i18n.changeLanguage('en')
  })
  afterEach(async () => {
    vi.unstubAllGlobals()
    await i18n.changeLanguage('en')
  })

  it('sends a guest to sign in', async () => {
    mockApi({ '/api/adds': [], '/api/auth/providers': {} })
    const { router } = renderApp('/my-account/preferences')
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/sign-in'))
  })

  it('turns on two-step verification: QR code, a code, then the recovery codes once', async () => {
    signInAs('Consultant')
    let activated = false
    mockApi({
      '/api/adds': [],
      '/api/me': () => Response.json({ data: me(activated) }),
      '/api/iqs/totp/setup': {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/IQS:camille',
        qrCodeDataUrl: 'data:image/png;base64,AAAA',
      },
      '/api/iqs/totp/activate': () => {
        activated = true
        return Response.json({ data: { recoveryCodes: CODES } })
      },
    })
    renderApp('/my-account/preferences')
    expect(await screen.findByText('Two-step verification is off.')).toBeInTheDocument()
    expect(screen.getByText('camille@example.com')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step verification' }))
    expect(
      await screen.findByRole('img', { name: 'QR code to add your IQS account to an authenticator app' }),
    ).toHaveAttribute('src', 'data:image/png;base64,AAAA')
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('6-digit code'), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }))
    const codes = await screen.findByRole('list', { name: 'Your recovery codes' })
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES)
    expect(screen.getByRole('button', { name: 'Download the codes' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'I have saved my codes' }))
    expect(await screen.findByText('Two-step verification is on.')).toBeInTheDocument()
    expect(screen.queryByText('aaaa-1111')).not.toBeInTheDocument()
  })

  it('saves the language on the server and here', async () => {
    signInAs('Consultant')
    const fetchMock = mockApi({
      '/api/adds': [],
      '/api/me': me(true),
      '/api/me/language': { language: 'fr' },
    })
    renderApp('/my-account/preferences')
    await userEvent.click(await screen.findByRole('radio', { name: 'Français' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save the language' }))
    expect(await screen.findByText('Votre langue a été enregistrée.')).toBeInTheDocument()
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/me/language'))
    expect(call?.[1]?.method).toBe('PUT')
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ language: 'fr' })
    expect(localStorage.getItem('language')).toBe('fr')
  }, 15_000)

  it('deletes the account after the password, then signs out', async () => {
    signInAs('Consultant')
    let answer = () =>
      Response.json(
        { error: { code: 'PASSWORD_INCORRECT', message: 'The password is incorrect' } },
        { status: 403 },
      )
    mockApi({
      '/api/adds': [],
      '/api/me/delete': () => answer(),
      '/api/home': { projects: [], publications: [] },
    })
    const { router } = renderApp('/my-account/preferences/delete')
    await userEvent.type(await screen.findByLabelText('Password'), 'wrong-password')
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }))
    expect(await screen.findByText('The password is incorrect')).toBeInTheDocument()
    answer = () => Response.json({ data: { deleted: true } })
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/other-public/home'))
    expect(localStorage.getItem('userId')).toBeNull()
  }, 15_000)
})
