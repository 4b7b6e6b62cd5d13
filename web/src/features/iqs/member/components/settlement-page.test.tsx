import type { MemberSettlement } from '@iqs/protocol'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getToasts, resetToasts } from '../../../../components/ui/toast/toast-store.js'
import { mockApi } from '../../../../testing/render-app.js'
import { renderMember } from '../../testing.js'
import { SettlementPage } from './settlement-page.js'

const trade = (overrides: Partial<MemberSettlement>): MemberSettlement => ({
  transaction: 'trade-0001-aaaa',
  instrument: 'IQS',
  type: 'BOOK',
  side: 'BUY',
  quantity: '4',
  unitPrice: '1.01',
  totalValue: '4.04',
  fee: '1.00',
  netValue: '5.04',
  validatedByBuyer: false,
  validatedBySeller: true,
  eurosReceived: false,
  tokensTransferred: false,
  status: 'PENDING',
  signature: null,
  signedPayload: null,
  executedAt: '2026-01-05T10:00:00Z',
  chain: null,
  ...overrides,
})

let rows: MemberSettlement[] = []

describe('the member settlement view', () => {
  beforeEach(() => {
    resetToasts()
    rows = [trade({})]
  })
  afterEach(() => vi.unstubAllGlobals())

  const serve = () =>
    mockApi({
      '/api/iqs/settlements': () => Response.json({ data: rows }),
      '/api/iqs/settlements/trade-0001-aaaa/validate': (_url: URL, init?: RequestInit) => {
        if (init?.method !== 'POST') return new Response(null, { status: 405 })
        rows = [trade({ validatedByBuyer: true })]
        return Response.json({ data: rows[0] })
      },
    })

  it("shows the spec's columns", async () => {
    serve()
    await renderMember(<SettlementPage />)
    const table = await screen.findByRole('table', { name: 'Settlement' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Transaction',
      'Quantity',
      'Unit price',
      'Total value',
      'Fee (gas)',
      'Net value',
      'Validated by buyer',
      'Validated by seller',
      'Buyer settled in €',
      'Tokens transferred',
      'Transaction signature',
      'On chain',
      'Progress',
    ])
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')
    expect(cells.slice(1, 10).map((td) => td.textContent)).toEqual([
      '4',
      '1.01 €',
      '4.04 €',
      '1.00 €',
      '5.04 €',
      'No',
      'Yes',
      'No',
      'No',
    ])
    // Not accepted yet: nothing on chain.
    expect(cells[11]).toHaveTextContent(/^—$/)
  })

  it('tracks each step, and my validation moves the tracker', async () => {
    const fetchMock = serve()
    await renderMember(<SettlementPage />)
    const tracker = await screen.findByRole('list', { name: 'Progress' })
    const steps = () =>
      within(tracker)
        .getAllByRole('listitem')
        .map((li) => [li.textContent, li.classList.contains('tracker__done')])
    expect(steps()).toEqual([
      ['Validated by buyer: No', false],
      ['Validated by seller: Yes', true],
      ['Buyer settled in €: No', false],
      ['Tokens transferred: No', false],
      ['Transaction signature: No', false],
    ])

    await userEvent.click(screen.getByRole('button', { name: 'Validate' }))
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/\/api\/iqs\/settlements\/trade-0001-aaaa\/validate$/),
      expect.objectContaining({ method: 'POST' }),
    )
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Validate' })).not.toBeInTheDocument())
    expect(steps()[0]).toEqual(['Validated by buyer: Yes', true])
    expect(getToasts().map((t) => t.message)).toContain('Your side is validated')
  })

  it('links a settled trade to the check of its signature', async () => {
    rows = [
      trade({
        validatedByBuyer: true,
        eurosReceived: true,
        tokensTransferred: true,
        status: 'SETTLED',
        signature: '0xabcdef0123456789',
        signedPayload: {
          tradeId: 'trade-0001-aaaa',
          instrument: 'IQS',
          buyer: '1',
          seller: '2',
          quantity: '4',
          unitPriceCents: '101',
          settledAt: '1767607200000',
        },
      }),
    ]
    serve()
    await renderMember(<SettlementPage />)
    expect(await screen.findByRole('link', { name: '0xabcdef01…' })).toHaveAttribute(
      'href',
      '/my-iqs-tokens/verify',
    )
    expect(screen.getAllByRole('listitem').every((li) => li.classList.contains('tracker__done'))).toBe(true)
    expect(screen.getByText('Settled')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Validate' })).not.toBeInTheDocument()
  })

  it.each([
    ['en', 'On chain, block 12', 'Waiting for the chain', 'Chain transfer failed: WalletNotAllowed(0x1234)'],
    [
      'fr',
      'Sur la blockchain, bloc 12',
      'En attente de la blockchain',
      'Échec du transfert sur la blockchain : WalletNotAllowed(0x1234)',
    ],
  ])('says where each accepted trade stands on chain (%s)', async (language, mined, waiting, failed) => {
    const accepted = (transaction: string, chain: MemberSettlement['chain']) =>
      trade({
        transaction,
        validatedByBuyer: true,
        eurosReceived: true,
        tokensTransferred: true,
        status: 'SETTLED',
        chain,
      })
    const tx = { txHash: null, blockNumber: null, error: null, updatedAt: '2026-01-05T11:00:00Z' }
    rows = [
      accepted('trade-mined', { ...tx, state: 'mined', blockNumber: 12, txHash: `0x${'a'.repeat(64)}` }),
      accepted('trade-sent', { ...tx, state: 'sent', txHash: `0x${'b'.repeat(64)}` }),
      accepted('trade-failed', { ...tx, state: 'failed', error: 'WalletNotAllowed(0x1234)' }),
    ]
    serve()
    await renderMember(<SettlementPage />, language as 'en' | 'fr')
    const chainCell = async (id: string) =>
      within(await screen.findByTestId(`settlement-${id}`)).getAllByRole('cell')[11]!
    const minedCell = await chainCell('trade-mined')
    expect(minedCell).toHaveTextContent(`${mined}0xaaaaaaaa…aaaa`)
    expect(within(minedCell).getByTitle(`0x${'a'.repeat(64)}`)).toBeInTheDocument()
    expect(await chainCell('trade-sent')).toHaveTextContent(`${waiting}0xbbbbbbbb…bbbb`)
    expect((await chainCell('trade-failed')).textContent).toBe(failed)
  })
})
