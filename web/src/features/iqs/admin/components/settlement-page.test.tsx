import type { AdminConversion, AdminSettlement } from '@iqs/protocol'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getToasts, resetToasts } from '../../../../components/ui/toast/toast-store.js'
import i18n from '../../../../lib/i18n.js'
import { mockApi } from '../../../../testing/render-app.js'
import { renderMember } from '../../testing.js'
import { SettlementPage } from './settlement-page.js'

const settlement: AdminSettlement = {
  tradeId: 'trade-1',
  instrument: 'IQS',
  buyer: { id: 1, name: 'Bea Buyer', email: 'bea@example.com' },
  seller: { id: 2, name: 'Sam Seller', email: 'sam@example.com' },
  type: 'P2P',
  registeredAt: '2026-01-05T10:00:00Z',
  units: '15',
  unitPrice: '1.10',
  commission: '2.00',
  total: '16.50',
  validatedByBuyer: true,
  validatedBySeller: false,
  eurosReceived: false,
  status: 'PENDING',
  decidedAt: null,
  chain: null,
}

const conversion: AdminConversion = {
  id: 'conv-1',
  traderId: 3,
  trader: { id: 3, name: 'Cleo Convert', email: 'cleo@example.com' },
  quantity: '40',
  status: 'PENDING',
  requestedAt: '2026-01-06T10:00:00Z',
  decidedAt: null,
}

const headers = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('columnheader')
    .map((th) => th.textContent)

async function confirm() {
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }))
}

describe('the admin settlement page: the settlement and conversion queues', () => {
  beforeEach(() => resetToasts())
  afterEach(() => vi.unstubAllGlobals())

  it("shows each queue with its spec's columns and sends each decision where it belongs", async () => {
    // Pending trades only: nothing on chain yet, so no chain column.
    const posted: string[] = []
    const record = (url: URL, init?: RequestInit) => {
      if (init?.method === 'POST') posted.push(url.pathname)
      return Response.json({ data: {} })
    }
    mockApi({
      '/api/admin/iqs/settlements': [settlement],
      '/api/admin/iqs/conversions': [conversion],
      '/api/admin/iqs/settlements/trade-1/euros-received': record,
      '/api/admin/iqs/conversions/conv-1/reject': record,
    })
    await i18n.loadNamespaces('iqs-admin')
    await renderMember(<SettlementPage />)
    await screen.findByRole('table', { name: 'Settlement validation' })
    expect(headers('Settlement validation')).toEqual([
      'Buyer',
      'Seller',
      'Type',
      'Registered date',
      'Units',
      'Unit €',
      'Commission',
      'Total',
      'Steps',
      'Status',
      'Actions',
    ])
    const trade = screen.getByRole('table', { name: 'Settlement validation' }).querySelector('tbody tr')!
    expect(trade).toHaveAttribute('data-trade-id', 'trade-1')
    expect(trade).toHaveTextContent('Bea Buyerbea@example.com')
    expect(trade).toHaveTextContent('IQS · P2P')
    expect(trade).toHaveTextContent('€16.50')

    await screen.findByRole('table', { name: 'Conversions to OST' })
    expect(headers('Conversions to OST')).toEqual(['Trader', 'Registered date', 'Units', 'Status', 'Actions'])
    const row = screen.getByRole('table', { name: 'Conversions to OST' }).querySelector('tbody tr')!
    expect(row).toHaveTextContent('Cleo Convertcleo@example.com')
    expect(within(row as HTMLElement).queryByRole('button', { name: 'Euros received' })).toBeNull()

    await userEvent.click(within(trade as HTMLElement).getByRole('button', { name: 'Euros received' }))
    await confirm()
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Euros marked as received'))
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Reject' }))
    await confirm()
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Conversion rejected'))
    expect(posted).toEqual([
      '/api/admin/iqs/settlements/trade-1/euros-received',
      '/api/admin/iqs/conversions/conv-1/reject',
    ])
  })

  it.each([
    [
      'en',
      'Accept',
      'Cannot accept this trade yet: the seller has not validated and the euros have not been received.',
    ],
    [
      'fr',
      'Accepter',
      "Impossible d'accepter cette transaction pour l'instant : le vendeur n'a pas validé et les euros n'ont pas été reçus.",
    ],
  ])('says which steps an early accept misses (%s)', async (language, accept, text) => {
    mockApi({
      '/api/admin/iqs/settlements': [settlement],
      '/api/admin/iqs/conversions': [],
      '/api/admin/iqs/settlements/trade-1/accept': () =>
        Response.json(
          {
            error: {
              code: 'SETTLEMENT_NOT_READY',
              message:
                'Error accepting transaction: the seller has not validated; the euros have not been received',
              details: { missing: ['SELLER_VALIDATION', 'EUROS_RECEIVED'] },
            },
          },
          { status: 409 },
        ),
    })
    await renderMember(<SettlementPage />, language as 'en' | 'fr')
    await i18n.loadNamespaces('iqs-admin')
    const trade = (
      await screen.findByRole('table', { name: i18n.t('iqs-admin:settlement.title') })
    ).querySelector('tbody tr') as HTMLElement
    await userEvent.click(within(trade).getByRole('button', { name: accept }))
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: i18n.t('iqs-admin:confirm.confirm'),
      }),
    )
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain(text))
  })

  it("keeps the code's own text when the refusal names no step", async () => {
    mockApi({
      '/api/admin/iqs/settlements': [settlement],
      '/api/admin/iqs/conversions': [],
      '/api/admin/iqs/settlements/trade-1/accept': () =>
        Response.json(
          { error: { code: 'SETTLEMENT_NOT_READY', message: 'Error accepting transaction' } },
          { status: 409 },
        ),
    })
    await renderMember(<SettlementPage />)
    await i18n.loadNamespaces('iqs-admin')
    const trade = (await screen.findByRole('table', { name: 'Settlement validation' })).querySelector(
      'tbody tr',
    ) as HTMLElement
    await userEvent.click(within(trade).getByRole('button', { name: 'Accept' }))
    await confirm()
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain(i18n.t('errors:SETTLEMENT_NOT_READY')),
    )
  })

  it.each([
    ['en', ['Mined', 'Block 41', '0xbbbbbbbb…bbbb'], ['Failed', 'WalletNotAllowed(0x1234)'], ['Sent']],
    ['fr', ['Minée', 'Bloc 41', '0xbbbbbbbb…bbbb'], ['En échec', 'WalletNotAllowed(0x1234)'], ['Envoyée']],
  ])('shows where each accepted trade stands on chain (%s)', async (language, mined, failed, sent) => {
    const tx = (
      state: 'mined' | 'failed' | 'sent',
      more: Partial<NonNullable<AdminSettlement['chain']>>,
    ) => ({
      state,
      txHash: null,
      blockNumber: null,
      error: null,
      updatedAt: '2026-01-06T10:00:00Z',
      ...more,
    })
    const accepted = (tradeId: string, chain: AdminSettlement['chain']): AdminSettlement => ({
      ...settlement,
      tradeId,
      status: 'SETTLED',
      validatedBySeller: true,
      eurosReceived: true,
      chain,
    })
    mockApi({
      '/api/admin/iqs/settlements': [
        accepted('trade-m', tx('mined', { blockNumber: 41, txHash: `0x${'b'.repeat(64)}` })),
        accepted('trade-f', tx('failed', { error: 'WalletNotAllowed(0x1234)' })),
        accepted('trade-s', tx('sent', { txHash: `0x${'c'.repeat(64)}` })),
        settlement,
      ],
      '/api/admin/iqs/conversions': [],
    })
    await renderMember(<SettlementPage />, language as 'en' | 'fr')
    await i18n.loadNamespaces('iqs-admin')
    const table = await screen.findByRole('table', { name: i18n.t('iqs-admin:settlement.title') })
    const chainCell = (tradeId: string) =>
      within(table.querySelector(`tr[data-trade-id="${tradeId}"]`) as HTMLElement).getAllByRole('cell')[10]!
    const parts = (cell: HTMLElement) =>
      [...cell.querySelectorAll('.chain-tx > *')].map((el) => el.textContent)
    expect(parts(chainCell('trade-m'))).toEqual(mined)
    expect(within(chainCell('trade-m')).getByTitle(`0x${'b'.repeat(64)}`)).toBeInTheDocument()
    expect(parts(chainCell('trade-f'))).toEqual(failed)
    expect(parts(chainCell('trade-s'))).toEqual([...sent, '0xcccccccc…cccc'])
    // A trade not decided yet has nothing on chain.
    expect(chainCell('trade-1')).toHaveTextContent(/^—$/)
    expect(headers(i18n.t('iqs-admin:settlement.title')).slice(-2)).toEqual([
      i18n.t('iqs-admin:columns.chain'),
      i18n.t('iqs-admin:columns.actions'),
    ])
  })
})
