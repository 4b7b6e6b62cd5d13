import type { ChainStatus } from '@iqs/protocol'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '../../../lib/i18n.js'
import { clearSession } from '../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../testing/render-app.js'

const TX_HASH = `0x${'d'.repeat(64)}`

const chain = (more: Partial<ChainStatus>): ChainStatus => ({
  mode: 'in-process',
  chainId: 31337,
  platformAddress: `0x${'a'.repeat(40)}`,
  contracts: null,
  blockNumber: 42,
  reachable: true,
  problem: null,
  backlog: { pending: 0, sent: 0, failed: 0 },
  lastAnchor: {
    position: 118,
    headHash: `0x${'c'.repeat(64)}`,
    txHash: TX_HASH,
    blockNumber: 40,
    anchoredAt: '2026-03-01T09:00:00.000Z',
  },
  rows: [],
  ...more,
})

const serve = (status: ChainStatus) =>
  mockApi({
    '/api/adds': [],
    '/api/admin/events': { events: [], next: null },
    '/api/admin/iqs/chain': status,
  })

/** Issue 19: the audit view shows the last anchor of the log on chain, above its tools. */
describe('the last anchor on the audit page', () => {
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

  it.each([
    ['en', 'Last anchor on chain', ['Log position', '118', 'Block', '40', 'Transaction']],
    [
      'fr',
      'Dernier ancrage sur la blockchain',
      ['Position dans le journal', '118', 'Bloc', '40', 'Transaction'],
    ],
  ] as const)('shows its position, block and transaction (%s)', async (language, title, facts) => {
    await i18n.changeLanguage(language)
    const fetchMock = serve(chain({}))
    renderApp('/iqs-tokens/audit')
    // The lazy page's first load is slow on a busy machine.
    const card = await screen.findByRole('region', { name: title }, { timeout: 15_000 })
    const tx = await within(card).findByTitle(TX_HASH)
    expect(tx).toHaveTextContent('0xdddddddd…dddd')
    const texts = [...card.querySelectorAll('dt, dd')].map((el) => el.textContent)
    expect(texts.slice(0, 5)).toEqual(facts)
    // One row is enough: the card reads the status, not the outbox.
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes('/iqs/chain'))
    expect(asked).toMatch(/limit=1$/)
  })

  it.each([
    ['no anchor yet', chain({ lastAnchor: null }), 'No anchor yet.'],
    ['the mirror off', chain({ mode: 'off', lastAnchor: null }), 'The chain mirror is off.'],
  ])('says so with %s', async (_case, status, text) => {
    serve(status)
    renderApp('/iqs-tokens/audit')
    const card = await screen.findByRole('region', { name: 'Last anchor on chain' }, { timeout: 15_000 })
    expect(await within(card).findByText(text)).toBeInTheDocument()
    expect(screen.getByRole('tablist', { name: 'Audit tools' })).toBeInTheDocument()
  })
})
