import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetToasts } from '../../../components/ui/toast/toast-store.js'
import i18n from '../../../lib/i18n.js'
import { clearSession } from '../../../lib/session.js'
import { mockApi, renderApp } from '../../../testing/render-app.js'

/** Issue 12: the api's password and sign-in refusals, said in the user's language (its own are English). */

const NO_PROVIDERS = {
  google: { available: false },
  linkedin: { available: false },
  facebook: { available: false },
}
const TOKEN = 'a'.repeat(43)
const weak = (warning: string | null, suggestions: string[]) => () =>
  Response.json(
    {
      error: {
        code: 'PASSWORD_TOO_WEAK',
        message: 'This password is too easy to guess. Use a longer phrase or mix unrelated words.',
        details: { score: 0, warning, suggestions },
      },
    },
    { status: 400 },
  )
const throttled = (retryAfterSeconds: number) => () =>
  Response.json(
    {
      error: {
        code: 'ACCOUNT_THROTTLED',
        message: 'Too many failed sign-ins for this account.',
        details: { retryAfterSeconds },
      },
    },
    { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } },
  )

const LABELS = {
  en: {
    email: 'E-mail address',
    password: 'Password',
    confirm: 'Confirm password',
    register: 'Create my account',
    signIn: 'Sign in',
    newPassword: 'New password',
    reset: 'Save the new password',
  },
  fr: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    confirm: 'Confirmer le mot de passe',
    register: 'Créer mon compte',
    signIn: 'Se connecter',
    newPassword: 'Nouveau mot de passe',
    reset: 'Enregistrer le nouveau mot de passe',
  },
} as const

async function type(label: string, value: string) {
  await userEvent.type(await screen.findByLabelText(label, { selector: 'input' }), value)
}

describe('password and sign-in refusals', () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
    clearSession()
    resetToasts()
  })
  afterEach(async () => {
    vi.unstubAllGlobals()
    await i18n.changeLanguage('en')
  })

  it.each([
    [
      'en',
      'This password is too easy to guess. Use a longer phrase or mix unrelated words. This is a heavily used password.',
    ],
    [
      'fr',
      'Ce mot de passe est trop facile à deviner. Choisissez une phrase plus longue ou mêlez des mots sans rapport entre eux. Ce mot de passe est très utilisé.',
    ],
  ] as const)(
    'registration says a weak password is weak, and why, under the field (%s)',
    async (language, text) => {
      await i18n.changeLanguage(language)
      const l = LABELS[language]
      mockApi({ '/api/adds': [], '/api/register': weak('topTen', ['anotherWord']) })
      renderApp('/my-account/register/form/Client')
      await type(l.email, 'ada@example.com')
      await type(l.password, '12345678')
      await type(l.confirm, '12345678')
      await userEvent.click(screen.getByRole('button', { name: l.register }))
      expect(await screen.findByText(text)).toBeInTheDocument()
      expect(screen.getByLabelText(l.password, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true')
      expect(screen.queryByRole('alert')).toBeNull()
    },
  )

  it('falls back to the first suggestion when the estimator gives no warning', async () => {
    mockApi({ '/api/adds': [], '/api/register': weak(null, ['capitalization', 'anotherWord']) })
    renderApp('/my-account/register/form/Client')
    await type('E-mail address', 'grace@example.com')
    await type('Password', 'GraceHopper1')
    await type('Confirm password', 'GraceHopper1')
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }))
    expect(
      await screen.findByText(
        'This password is too easy to guess. Use a longer phrase or mix unrelated words. Capitalize more than the first letter.',
      ),
    ).toBeInTheDocument()
  })

  it.each([
    [
      'en',
      'This password is too easy to guess. Use a longer phrase or mix unrelated words. Avoid your name and e-mail address in the password.',
    ],
    [
      'fr',
      'Ce mot de passe est trop facile à deviner. Choisissez une phrase plus longue ou mêlez des mots sans rapport entre eux. Évitez votre nom et votre adresse e-mail dans le mot de passe.',
    ],
  ] as const)('the reset form says a weak password is weak (%s)', async (language, text) => {
    await i18n.changeLanguage(language)
    const l = LABELS[language]
    mockApi({ '/api/adds': [], '/api/password/reset': weak('userInputs', []) })
    renderApp(`/my-account/reset-password?token=${TOKEN}`)
    await type(l.newPassword, 'ada@example.com')
    await type(l.confirm, 'ada@example.com')
    await userEvent.click(screen.getByRole('button', { name: l.reset }))
    expect(await screen.findByText(text)).toBeInTheDocument()
  })

  it.each([
    ['en', 60, 'Too many failed sign-ins for this account. Please retry in 1 minute or reset your password.'],
    [
      'en',
      3000,
      'Too many failed sign-ins for this account. Please retry in 50 minutes or reset your password.',
    ],
    [
      'fr',
      45,
      'Trop de connexions échouées pour ce compte. Réessayez dans 1 minute ou réinitialisez votre mot de passe.',
    ],
    [
      'fr',
      121,
      'Trop de connexions échouées pour ce compte. Réessayez dans 3 minutes ou réinitialisez votre mot de passe.',
    ],
  ] as const)(
    'sign-in says the account is paused, and for how long (%s, %i s)',
    async (language, seconds, text) => {
      await i18n.changeLanguage(language)
      const l = LABELS[language]
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      mockApi({ '/api/adds': [], '/api/auth/providers': NO_PROVIDERS, '/api/login': throttled(seconds) })
      renderApp('/my-account/sign-in')
      await type(l.email, 'ada@example.com')
      await type(l.password, 'correct-horse')
      await userEvent.click(screen.getByRole('button', { name: l.signIn }))
      expect(await screen.findByRole('alert')).toHaveTextContent(text)
    },
  )
})
