import type { HoldersRegister } from '@iqs/protocol'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '../../../../lib/i18n.js'
import { mockApi } from '../../../../testing/render-app.js'
import { renderMember } from '../../testing.js'
import { HoldingsPage } from './holdings-page.js'

const REGISTER: HoldersRegister = {
  position: 57,
  iqsPrice: '1.00',
  ostPrice: '1.00',
  holders: [
    {
      userId: 6,
      owner: 'Tess Trader',
      phone: null,
      email: 'trader2@iqs.demo',
      iqsShares: '25100',
      ostShares: '1500',
      investedEur: '100.00',
      marketValueEur: '26600.00',
    },
  ],
  totals: { iqsShares: '1234567', ostShares: '1500', investedEur: '100.00', marketValueEur: '1236067.00' },
}

/** The row's cells as a reader sees them (Intl's French spaces written as plain spaces). */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '))

describe('the holders register: figures with the language’s thousands separators', () => {
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    ['en', ['25,100', '1,500', '€100.00', '€26,600.00'], ['1,234,567', '1,500', '€100.00', '€1,236,067.00']],
    [
      'fr',
      ['25 100', '1 500', '100,00 €', '26 600,00 €'],
      ['1 234 567', '1 500', '100,00 €', '1 236 067,00 €'],
    ],
  ])('groups the shares, the euros and the totals (%s)', async (language, holder, totals) => {
    mockApi({ '/api/admin/iqs/holdings': REGISTER })
    await renderMember(<HoldingsPage />, language as 'en' | 'fr')
    await i18n.loadNamespaces('iqs-admin')
    const row = (await screen.findByText('trader2@iqs.demo')).closest('tr') as HTMLElement
    expect(cells(row).slice(3)).toEqual(holder)
    const footer = screen.getAllByRole('row').at(-1) as HTMLElement
    expect(cells(footer)).toEqual(totals)
  })
})
