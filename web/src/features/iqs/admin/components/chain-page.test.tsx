import type { ChainOutboxRow, ChainStatus, Reconciliation } from '@iqs/protocol'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getToasts, resetToasts } from '../../../../components/ui/toast/toast-store.js'
import i18n from '../../../../lib/i18n.js'
import { clearSession } from '../../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../../testing/render-app.js'

const address = (digit: string) => `0x${digit.repeat(40)}`
const hash = (digit: string) => `0x${digit.repeat(64)}`

const row = (overrides: Partial<ChainOutboxRow> & Pick<ChainOutboxRow, 'id' | 'kind'>): ChainOutboxRow => ({
  position: 10,
  subject: 'trade-1',
  attempts: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  state: 'mined',
  txHash: null,
  blockNumber: null,
  error: null,
  updatedAt: '2026-03-01T10:00:05.000Z',
  ...overrides,
})

const FAILED = row({
  id: '3',
  kind: 'allow',
  subject: 'trader-7',
  state: 'failed',
  attempts: 2,
  error: 'WalletNotAllowed(0x1234)',
})
const MINED = row({ id: '2', kind: 'settle', subject: 'trade-1', blockNumber: 41, txHash: hash('b') })
const PENDING = row({ id: '1', kind: 'anchor', subject: '120', state: 'pending', attempts: 0 })

const status = (rows: ChainOutboxRow[] = [FAILED, MINED, PENDING]): ChainStatus => ({
  mode: 'in-process',
  chainId: 31337,
  platformAddress: address('a'),
  contracts: {
    registry: address('1'),
    iqs: address('2'),
    ost: address('3'),
    settlement: address('4'),
    anchors: address('5'),
  },
  blockNumber: 42,
  reachable: true,
  problem: null,
  backlog: { pending: 1, sent: 0, failed: rows.filter((r) => r.state === 'failed').length },
  lastAnchor: {
    position: 118,
    headHash: hash('c'),
    txHash: hash('d'),
    blockNumber: 40,
    anchoredAt: '2026-03-01T09:00:00.000Z',
  },
  rows,
})

const RECONCILIATION: Reconciliation = {
  checkedAt: '2026-03-01T10:01:00.000Z',
  blockNumber: 42,
  instruments: [
    {
      instrument: 'IQS',
      holders: 3,
      differences: [
        { traderId: '7', name: 'Theo Trader', address: address('e'), engine: 40, chain: 35, difference: -5 },
        { traderId: '9', name: null, address: null, engine: 12, chain: null, difference: -12 },
      ],
      treasury: { chain: 948, engine: 948 },
    },
    { instrument: 'OST', holders: 1, differences: [], treasury: { chain: 0, engine: 0 } },
  ],
  openRows: 2,
}

const TEXTS = {
  en: {
    title: 'Blockchain',
    mode: 'In process (built-in test chain)',
    reachable: 'Reachable',
    outbox: 'Chain transactions',
    allow: 'Allow a wallet',
    settle: 'Settle a trade',
    failed: 'Failed',
    mined: 'Mined',
    retry: 'Send again',
    reconcile: 'Reconcile',
    openRows: '2 transactions not yet mined: the differences they explain will go.',
    differences: 'Differences on IQS',
    holders: '3 holders',
    noDifference: 'No difference',
    treasury: 'Treasury: 948 on chain, 948 expected',
  },
  fr: {
    title: 'Blockchain',
    mode: 'Intégré (blockchain de test)',
    reachable: 'Joignable',
    outbox: 'Transactions sur la blockchain',
    allow: 'Autoriser un portefeuille',
    settle: 'Régler un échange',
    failed: 'En échec',
    mined: 'Minée',
    retry: 'Renvoyer',
    reconcile: 'Rapprocher',
    openRows: "2 transactions pas encore minées : les écarts qu'elles expliquent disparaîtront.",
    differences: 'Écarts sur IQS',
    holders: '3 détenteurs',
    noDifference: 'Aucun écart',
    treasury: 'Trésorerie : 948 sur la blockchain, 948 attendus',
  },
} as const

const cellsOf = (tr: HTMLElement) => within(tr).getAllByRole('cell')

/** The page, once its code and texts are in: a lazy page's first load is slow on a busy machine. */
async function openChainPage() {
  renderApp('/iqs-tokens/chain')
  await screen.findByRole('heading', { name: 'Blockchain', level: 2 }, { timeout: 15_000 })
}

describe('the chain page (issue 19)', () => {
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

  it.each(['en', 'fr'] as const)(
    'shows the status, the outbox and, on demand, the reconciliation (%s)',
    async (language) => {
      const text = TEXTS[language]
      signInAs('Admin')
      await i18n.changeLanguage(language)
      const fetchMock = mockApi({
        '/api/adds': [],
        '/api/admin/iqs/chain': status(),
        '/api/admin/iqs/chain/reconciliation': RECONCILIATION,
      })
      await openChainPage()
      expect(screen.getByRole('heading', { name: text.title, level: 2 })).toBeInTheDocument()

      const card = await screen.findByRole('region', { name: language === 'en' ? 'Status' : 'État' })
      expect(within(card).getByText(text.mode)).toBeInTheDocument()
      expect(within(card).getByText('31337')).toBeInTheDocument()
      expect(within(card).getByText('42')).toBeInTheDocument()
      expect(within(card).getByText(text.reachable)).toBeInTheDocument()
      expect(within(card).getByText(address('a'))).toBeInTheDocument()
      for (const digit of ['1', '2', '3', '4', '5'])
        expect(within(card).getByText(address(digit))).toHaveClass('mono-break')

      const anchor = screen.getByRole('region', {
        name: language === 'en' ? 'Last anchor' : 'Dernier ancrage',
      })
      expect(within(anchor).getByText('118')).toBeInTheDocument()
      expect(within(anchor).getByTitle(hash('d'))).toHaveTextContent(/^0xdddddddd…dddd$/)

      const table = screen.getByRole('table', { name: text.outbox })
      const [failed, mined, pending] = within(table).getAllByRole('row').slice(1) as HTMLElement[]
      expect(cellsOf(failed!)[0]).toHaveTextContent(text.allow)
      expect(cellsOf(failed!)[2]).toHaveTextContent(text.failed)
      expect(failed).toHaveTextContent('WalletNotAllowed(0x1234)')
      expect(within(failed!).getByRole('button', { name: text.retry })).toBeInTheDocument()
      expect(cellsOf(mined!)[0]).toHaveTextContent(text.settle)
      expect(cellsOf(mined!)[2]).toHaveTextContent(text.mined)
      expect(cellsOf(mined!)[3]).toHaveTextContent('41')
      expect(within(mined!).getByTitle(hash('b'))).toBeInTheDocument()
      expect(within(mined!).queryByRole('button')).toBeNull()
      expect(within(pending!).queryByRole('button')).toBeNull()

      // The reconciliation reads every balance on chain: only when asked.
      const reconciled = () =>
        fetchMock.mock.calls.some(([url]) => String(url).includes('/chain/reconciliation'))
      expect(reconciled()).toBe(false)
      await userEvent.click(screen.getByRole('button', { name: text.reconcile }))
      expect(await screen.findByText(text.openRows)).toBeInTheDocument()
      const iqs = screen.getByRole('region', { name: 'IQS' })
      expect(within(iqs).getByText(text.holders, { exact: false })).toBeInTheDocument()
      const lines = within(within(iqs).getByRole('table', { name: text.differences })).getAllByRole('row')
      expect(cellsOf(lines[1]!).map((td) => td.textContent)).toEqual([
        'Theo Trader',
        '0xeeeeeeee…eeee',
        '40',
        '35',
        '-5',
      ])
      expect(cellsOf(lines[2]!).map((td) => td.textContent)).toEqual(['9', '—', '12', '—', '-12'])
      expect(within(iqs).getByText(text.treasury)).toBeInTheDocument()
      const ost = screen.getByRole('region', { name: 'OST' })
      expect(within(ost).getByText(text.noDifference)).toBeInTheDocument()
      expect(within(ost).queryByRole('table')).toBeNull()
    },
  )

  it('sends a failed transaction again, then shows the outbox anew', async () => {
    signInAs('Admin')
    let rows = [FAILED, MINED]
    const posted: string[] = []
    mockApi({
      '/api/adds': [],
      '/api/admin/iqs/chain': () => Response.json({ data: status(rows) }),
      '/api/admin/iqs/chain/outbox/3/retry': (url: URL, init?: RequestInit) => {
        if (init?.method !== 'POST') return new Response(null, { status: 405 })
        posted.push(url.pathname)
        rows = [{ ...FAILED, state: 'pending', error: null }, MINED]
        return Response.json({ data: rows[0] })
      },
    })
    await openChainPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Send again' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull())
    expect(posted).toEqual(['/api/admin/iqs/chain/outbox/3/retry'])
    const table = screen.getByRole('table', { name: 'Chain transactions' })
    expect(cellsOf(within(table).getAllByRole('row')[1]!)[2]).toHaveTextContent('Pending')
    expect(getToasts().map((t) => t.message)).toContain('The transaction will be sent again')
  })

  it("says why a transaction cannot be sent again, in the error code's words", async () => {
    signInAs('Admin')
    mockApi({
      '/api/adds': [],
      '/api/admin/iqs/chain': status([FAILED]),
      '/api/admin/iqs/chain/outbox/3/retry': () =>
        Response.json({ error: { code: 'CHAIN_ROW_NOT_FAILED', message: 'not failed' } }, { status: 409 }),
    })
    await openChainPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Send again' }))
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain(i18n.t('errors:CHAIN_ROW_NOT_FAILED')),
    )
  })

  it('lets the auditor read the page, with no button to send a transaction again', async () => {
    signInAs('Auditor')
    mockApi({ '/api/adds': [], '/api/admin/iqs/chain': status() })
    await openChainPage()
    const table = await screen.findByRole('table', { name: 'Chain transactions' })
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull()
    expect(within(table).getAllByRole('columnheader')).toHaveLength(8)
    expect(screen.getByRole('button', { name: 'Reconcile' })).toBeInTheDocument()
    // The auditor's sections: the chain, the dividends (issue 19 both) and the audit view.
    const menu = screen.getByRole('navigation', { name: 'Token administration' })
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Blockchain', 'Dividends', 'Audit'])
  })

  it('lists the page after Settlement in the admin menu', async () => {
    signInAs('Admin')
    mockApi({ '/api/adds': [], '/api/admin/iqs/chain': status() })
    await openChainPage()
    const menu = await screen.findByRole('navigation', { name: 'Token administration' })
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(links.indexOf('Blockchain')).toBe(links.indexOf('Settlement') + 1)
    expect(within(menu).getByRole('link', { name: 'Blockchain' })).toHaveAttribute(
      'href',
      '/iqs-tokens/chain',
    )
  })

  it('filters the outbox by state and loads 50 more rows at a time', async () => {
    signInAs('Admin')
    const many = Array.from({ length: 50 }, (_, i) =>
      row({ id: String(100 - i), kind: 'settle', txHash: hash('f'), blockNumber: 30 }),
    )
    const fetchMock = mockApi({
      '/api/adds': [],
      '/api/admin/iqs/chain': (url: URL) => {
        const limit = Number(url.searchParams.get('limit'))
        return Response.json({
          data: status(url.searchParams.get('state') ? [FAILED] : many.slice(0, limit)),
        })
      },
    })
    const asked = () =>
      fetchMock.mock.calls
        .map(([url]) => new URL(String(url), 'http://localhost'))
        .filter((url) => url.pathname === '/api/admin/iqs/chain')
        .map((url) => url.search)
    await openChainPage()
    await screen.findByRole('table', { name: 'Chain transactions' })
    expect(asked()).toEqual(['?limit=50'])
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(asked()).toContain('?limit=100'))
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Failed')
    await waitFor(() => expect(asked()).toContain('?state=failed&limit=50'))
    expect(await screen.findByRole('button', { name: 'Send again' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it("shows the reconciliation's refusal in the error code's words", async () => {
    signInAs('Admin')
    mockApi({
      '/api/adds': [],
      '/api/admin/iqs/chain': status(),
      '/api/admin/iqs/chain/reconciliation': () =>
        Response.json({ error: { code: 'CHAIN_OFF', message: 'off' } }, { status: 409 }),
    })
    await openChainPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Reconcile' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('errors:CHAIN_OFF'))
  })

  it.each([
    ['en', 'The chain mirror is off on this server (CHAIN=off).'],
    ['fr', 'Le miroir sur la blockchain est désactivé sur ce serveur (CHAIN=off).'],
  ] as const)('only explains that the mirror is off when it is (%s)', async (language, text) => {
    signInAs('Admin')
    await i18n.changeLanguage(language)
    mockApi({
      '/api/adds': [],
      '/api/admin/iqs/chain': {
        ...status([]),
        mode: 'off',
        chainId: null,
        platformAddress: null,
        contracts: null,
        blockNumber: null,
        reachable: false,
        backlog: { pending: 0, sent: 0, failed: 0 },
        lastAnchor: null,
      },
    })
    await openChainPage()
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.queryByRole('button', { name: language === 'en' ? 'Reconcile' : 'Rapprocher' })).toBeNull()
    expect(screen.queryByRole('region', { name: language === 'en' ? 'Status' : 'État' })).toBeNull()
  })
})
