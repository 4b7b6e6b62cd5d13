import { beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from './api-client.js'
import { errorText } from './error-text.js'
import i18n from './i18n.js'

/** One translation path: the code (and its details) in the reader's language, else the action's text. */
describe('errorText', () => {
  beforeAll(async () => {
    await i18n.loadLanguages(['en', 'fr'])
    await i18n.loadNamespaces('errors')
  })
  const inLanguage = async (language: 'en' | 'fr') => {
    await i18n.changeLanguage(language)
    return i18n
  }

  it('words a refusal from its code and the parameters in its details', async () => {
    const refusal = new ApiError(409, 'INSUFFICIENT_TOKENS', 'Not enough available OST tokens', {
      reason: 'INSUFFICIENT_TOKENS',
      instrument: 'OST',
      available: 2,
    })
    expect(errorText(await inLanguage('fr'), refusal, 'Impossible')).toBe(
      'Pas assez de jetons OST disponibles',
    )
    expect(errorText(await inLanguage('en'), refusal, 'Unable')).toBe('Not enough available OST tokens')
  })

  it('never shows the api’s English message in French', async () => {
    const refusal = new ApiError(
      409,
      'MARKET_SUSPENDED',
      'The market is suspended: buying and selling are closed',
    )
    expect(errorText(await inLanguage('fr'), refusal)).toBe(
      'Le marché est suspendu : achat et vente impossibles',
    )
  })

  it('prefers the action’s own text to a vague code, and words transport failures', async () => {
    const fr = await inLanguage('fr')
    expect(errorText(fr, new ApiError(500, 'INTERNAL', 'Internal server error'), 'Erreur du vote')).toBe(
      'Erreur du vote',
    )
    expect(errorText(fr, new ApiError(500, 'INTERNAL', 'Internal server error'))).toBe(
      'Erreur interne du serveur',
    )
    expect(errorText(fr, new ApiError(0, 'TIMEOUT', 'The server took too long to answer'), 'x')).toBe(
      'Le serveur a mis trop de temps à répondre',
    )
    expect(errorText(fr, new TypeError('boom'), 'Erreur du vote')).toBe('Erreur du vote')
    expect(errorText(fr, new TypeError('boom'))).toBe("Une erreur s'est produite. Veuillez réessayer.")
  })

  it('falls back to the action’s text for a code this client has no text for (a newer api)', async () => {
    const newer = new ApiError(409, 'SOMETHING_NEW' as never, 'Something new')
    expect(errorText(await inLanguage('en'), newer, 'Unable to process your order')).toBe(
      'Unable to process your order',
    )
  })
})
