import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '../../../lib/i18n.js'
import { clearSession } from '../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../testing/render-app.js'

const HEAD = 120

/** The api clamps a past position to the log's head and says which one it shows (`at`, `position`). */
function api() {
  return mockApi({
    '/api/adds': [],
    '/api/admin/audit/replays': [],
    '/api/iqs/order/book': (url: URL) =>
      Response.json({
        data: {
          instrument: 'IQS',
          buy: [{ price: '1.50', qty: '2500' }],
          sell: [{ price: '1234.00', qty: '1000000' }],
          seq: null,
          at: Math.min(Number(url.searchParams.get('at')), HEAD),
        },
      }),
    '/api/admin/iqs/holdings': (url: URL) =>
      Response.json({
        data: {
          position: Math.min(Number(url.searchParams.get('at')), HEAD),
          iqsPrice: '1.50',
          ostPrice: '1.00',
          holders: [
            {
              userId: 5,
              owner: 'Theo Trader',
              phone: null,
              email: 't•••@iqs.demo',
              iqsShares: '1234567',
              ostShares: '1500',
              investedEur: '0.00',
              marketValueEur: '0.00',
            },
          ],
          totals: { iqsShares: '1234567', ostShares: '1500', investedEur: '0.00', marketValueEur: '0.00' },
        },
      }),
  })
}

async function travelTo(position: number, label: string, go: string) {
  await userEvent.type(await screen.findByLabelText(label), String(position))
  await userEvent.click(screen.getByRole('button', { name: go }))
}

describe('time travel', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    signInAs('Auditor')
    await i18n.changeLanguage('en')
  })
  afterEach(async () => {
    vi.unstubAllGlobals()
    await i18n.changeLanguage('en')
  })

  it('past the end of the log shows the state at its head and says so', async () => {
    const fetchMock = api()
    renderApp('/iqs-tokens/audit?tab=travel')
    await travelTo(5000, 'Log position', 'Show')
    expect(
      await screen.findByText('The log ends at position 120: showing the state at 120.'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/unable to rebuild/)).toBeNull()
    expect(await screen.findByText('Theo Trader')).toBeInTheDocument()
    // The holders are read at the head the book was rebuilt at.
    const holderCalls = fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('holdings'))
    expect(holderCalls.at(-1)).toContain('at=120')
  })

  it('within the log says the position, and groups the figures the English way', async () => {
    api()
    renderApp('/iqs-tokens/audit?tab=travel')
    await travelTo(42, 'Log position', 'Show')
    expect(await screen.findByText('As of log position 42')).toBeInTheDocument()
    const holders = await screen.findByRole('table', { name: 'Holders' })
    expect(within(holders).getByText('1,234,567')).toBeInTheDocument()
    expect(within(holders).getByText('1,500')).toBeInTheDocument()
    expect(screen.getByText('1,000,000')).toBeInTheDocument()
    expect(screen.getByText('1,234.00')).toBeInTheDocument()
  })

  it('groups the figures the French way', async () => {
    await i18n.changeLanguage('fr')
    api()
    renderApp('/iqs-tokens/audit?tab=travel')
    await travelTo(5000, 'Position du journal', 'Afficher')
    expect(
      await screen.findByText("Le journal s'arrête à la position 120 : voici l'état à la position 120."),
    ).toBeInTheDocument()
    await screen.findByRole('table', { name: 'Détenteurs' })
    // As Intl writes it: fr-FR groups with a narrow no-break space.
    const fr = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 0 })
    const cells = (name: string) =>
      within(screen.getByRole('table', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    expect(cells('Détenteurs')).toEqual(['Theo Trader', fr.format(1234567), fr.format(1500)])
    expect(cells('Vente')).toEqual([
      new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2 }).format(1234),
      fr.format(1000000),
    ])
  })
})
