import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { applySnapshot } from '../live/book-store.js'
import { renderMember } from '../../testing.js'
import { LiveBook } from './live-book.js'

const book = applySnapshot(
  {
    bids: [
      ['0.98', '120'],
      ['0.96', '240'],
    ],
    asks: [
      ['1.02', '150'],
      ['1.04', '300'],
      ['1.11', '50'],
    ],
  },
  1,
)

const prices = (group: string) =>
  within(screen.getByRole('rowgroup', { name: group }))
    .queryAllByRole('button')
    .map((button) => button.textContent)

describe('the live book', () => {
  it('groups the ladder by the price step picked, and names its last column for what it is', async () => {
    await renderMember(<LiveBook book={book} status="live" priceDecimals={2} />)
    expect(screen.getByRole('columnheader', { name: 'Cumulative' })).toBeInTheDocument()
    expect(screen.queryByRole('columnheader', { name: 'Total' })).not.toBeInTheDocument()
    // Asks are listed worst first, above the spread.
    expect(prices('Asks')).toEqual(['1.11', '1.04', '1.02'])
    const grouping = screen.getByRole('combobox', { name: 'Price grouping' })
    expect(
      within(grouping)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0.01', '0.05', '0.10', '1.00'])
    await userEvent.selectOptions(grouping, '0.10')
    expect(prices('Asks')).toEqual(['1.20', '1.10'])
    expect(prices('Bids')).toEqual(['0.90'])
    const row = screen.getByRole('button', { name: 'Use the price 1.10' }).closest('tr')!
    // 1.02 and 1.04 together: 450, and the cumulative column says so.
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1.10', '450', '450'])
  })

  it('draws the depth chart from the live book, ungrouped', async () => {
    await renderMember(<LiveBook book={book} status="live" priceDecimals={2} />, 'fr')
    const chart = screen.getByTestId('depth-chart')
    expect(within(chart).getByRole('img')).toHaveAccessibleName(
      "Profondeur : 360 jetons à l'achat, 500 jetons à la vente",
    )
    expect(chart.querySelectorAll('path')).toHaveLength(2)
    expect(screen.getByTestId('depth-asks')).toHaveTextContent('1,02 · 500')
    expect(screen.getByRole('columnheader', { name: 'Cumul' })).toBeInTheDocument()
  })

  it('says an empty book is empty', async () => {
    await renderMember(<LiveBook book={null} status="connecting" />)
    expect(screen.getByTestId('depth-chart')).toHaveTextContent('No order in the book')
  })
})
