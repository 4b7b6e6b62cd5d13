import type { AccountHistoryRow } from '@iqs/protocol'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../../../testing/render-app.js'
import { renderMember } from '../../testing.js'
import { memberDividend } from '../testing.js'
import { AccountHistoryPage } from './account-history-page.js'

const row = (overrides: Partial<AccountHistoryRow>): AccountHistoryRow => ({
  date: '2026-01-05T10:00:00Z',
  description: 'in English',
  kind: 'ALLOCATION',
  instrument: 'IQS',
  direction: 'CREDIT',
  volume: '25100',
  unitPrice: null,
  value: null,
  balance: '25100',
  status: 'COMPLETED',
  reference: 'ref-1',
  ...overrides,
})

/** The api's answer, newest first, with its running balances (services/api account-history route). */
const ROWS = [
  row({ kind: 'CREDIT', volume: '5', balance: '25115', reference: 'bonus' }),
  row({
    kind: 'BUY',
    volume: '10',
    balance: '25110',
    status: 'PENDING',
    reference: 'IQS-4',
    unitPrice: '1.00',
    value: '10.00',
  }),
  row({
    kind: 'SELL',
    direction: 'DEBIT',
    volume: '7',
    balance: '25100',
    status: 'REJECTED',
    reference: 'IQS-3',
  }),
  row({}),
]

const cells = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((tr) =>
      within(tr)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    )

describe('the account history page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the rows newest first with the api’s balances, each row worded in English', async () => {
    mockApi({ '/api/iqs/account-history': ROWS })
    await renderMember(<AccountHistoryPage />)
    await screen.findByRole('table')
    const shown = cells()
    expect(shown.map((c) => [c[1], c[2], c[3], c[6], c[7]])).toEqual([
      ['5 IQS credited (bonus)', 'Credit', '5', '25,115', 'Completed'],
      ['Bought 10 IQS (trade IQS-4)', 'Credit', '10', '25,110', 'Pending'],
      ['Sold 7 IQS (trade IQS-3)', 'Debit', '7', '25,100', 'Rejected'],
      ['25,100 IQS allocated from the treasury', 'Credit', '25,100', '25,100', 'Completed'],
    ])
  })

  it('words the rows in French', async () => {
    mockApi({ '/api/iqs/account-history': ROWS })
    await renderMember(<AccountHistoryPage />, 'fr')
    await screen.findByRole('table')
    const shown = cells()
    expect(shown[1]?.[1]).toBe('Achat de 10 IQS (transaction IQS-4)')
    expect(shown[1]?.[7]).toBe('En attente')
    expect(shown[2]?.[7]).toBe('Refusée')
    expect(shown[3]?.[1]).toMatch(/^25\s100 IQS attribués depuis la trésorerie$/)
  })

  it('lists my fixed dividends under the history, with the way to the dividends page', async () => {
    mockApi({
      '/api/iqs/account-history': ROWS,
      '/api/iqs/dividends': [
        memberDividend({
          id: 'd3',
          title: 'Interim 2027',
          state: 'DECLARED',
          fixedAt: null,
          amountEur: null,
        }),
        memberDividend({}),
        memberDividend({
          id: 'd2',
          title: 'Dividend 2025',
          amountEur: '12.50',
          paidAt: '2026-01-16T10:00:00.000Z',
          paymentReference: 'SEPA-2026-01',
        }),
        memberDividend({ id: 'd0', title: 'Dividend 2024', amountEur: '0.00' }),
      ],
    })
    await renderMember(<AccountHistoryPage />)
    const card = await screen.findByRole('region', { name: 'Dividends' })
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dividend 2026 due on 15 January 2027€332.50', 'Dividend 2025 paid on 16 January 2026€12.50'])
    expect(within(card).getByRole('link', { name: 'See my dividends' })).toHaveAttribute(
      'href',
      '/my-iqs-tokens/dividends',
    )
    // The history keeps its own table: the card is a list.
    expect(screen.getAllByRole('table')).toHaveLength(1)
  })

  it('shows no dividends card when none is due to me', async () => {
    const fetchMock = mockApi({
      '/api/iqs/account-history': ROWS,
      '/api/iqs/dividends': [memberDividend({ state: 'DECLARED', fixedAt: null, amountEur: null })],
    })
    await renderMember(<AccountHistoryPage />)
    await screen.findByRole('table')
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/iqs/dividends'))).toBe(true),
    )
    // The answer has had its turn to render.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('region', { name: 'Dividends' })).toBeNull()
  })
})
