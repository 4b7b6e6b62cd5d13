import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { cardDetailFixture, hiddenCardFixture } from '../testing/member-reports-fixtures.js'
import { callsOf, renderPage, resetPageTest, WAIT, warmUpTexts } from '../testing/render-page.js'
import { ExecPartnerCardControl } from './exec-partner-card-control.js'

const CARD = '/api/admin/network/exec-partners/41/card'

/** The "Public card" section of an executive partner's details page. */
describe('an executive partner’s public card control', () => {
  beforeAll(warmUpTexts, 60_000)
  beforeEach(resetPageTest, 20_000)
  afterEach(resetPageTest, 20_000)

  it('hides a shown card with a reason, then shows who hid it, why, and the history', async () => {
    let card = cardDetailFixture()
    const { api } = await renderPage(
      <ExecPartnerCardControl userId={41} />,
      '/admin-exec-partners/details/41',
      {
        [CARD]: (_url: URL, init?: RequestInit) => {
          if (init?.method === 'PUT') card = hiddenCardFixture()
          return Response.json({ data: card })
        },
      },
    )
    const section = await screen.findByRole('region', { name: 'Public card' }, WAIT)
    expect(await within(section).findByText('Shown on the leaders pages')).toBeInTheDocument()
    expect(within(section).getByText('The card was never hidden.')).toBeInTheDocument()
    await userEvent.click(within(section).getByRole('button', { name: 'Hide the card of Margaret Hamilton' }))
    const dialog = await screen.findByRole('dialog', { name: 'Hide the card of Margaret Hamilton?' })
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Conflict of interest')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide the card' }))
    await waitFor(() =>
      expect(callsOf(api, 'PUT')).toEqual([[CARD, { hidden: true, reason: 'Conflict of interest' }]]),
    )
    expect(await within(section).findByText('Hidden')).toBeInTheDocument()
    expect(within(section).getByText('Hidden since 5 March 2026 by Root Admin.')).toBeInTheDocument()
    expect(within(section).getByText('Reason: Conflict of interest')).toBeInTheDocument()
    expect(within(section).getByText('Hidden by Root Admin')).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: 'Show the card of Margaret Hamilton' })).toBeEnabled()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  }, 30_000)

  it('says a suspended partner’s card is not shown until the account is reactivated', async () => {
    await renderPage(<ExecPartnerCardControl userId={41} />, '/admin-exec-partners/details/41', {
      [CARD]: cardDetailFixture({ suspended: true, shown: false }),
    })
    const section = await screen.findByRole('region', { name: 'Public card' }, WAIT)
    expect(await within(section).findByText('Not shown while the account is suspended')).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: 'Hide the card of Margaret Hamilton' })).toBeEnabled()
  }, 30_000)

  it('says when a partner has no card, and keeps the dialog open on a refusal', async () => {
    await renderPage(<ExecPartnerCardControl userId={41} />, '/admin-exec-partners/details/41', {
      [CARD]: (_url: URL, init?: RequestInit) =>
        init?.method === 'PUT'
          ? Response.json({ error: { code: 'ADMIN_PERMISSION_MISSING', message: 'no' } }, { status: 403 })
          : Response.json({ data: cardDetailFixture({ has_card: false, shown: false }) }),
    })
    const section = await screen.findByRole('region', { name: 'Public card' }, WAIT)
    expect(await within(section).findByText('No public card')).toBeInTheDocument()
    expect(
      within(section).getByText('No card is shown: the partner is not approved yet or has no headline.'),
    ).toBeInTheDocument()
    await userEvent.click(within(section).getByRole('button', { name: 'Hide the card of Margaret Hamilton' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide the card' }))
    expect(
      await screen.findByText(/Your admin account does not hold the permission/, {}, WAIT),
    ).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  }, 30_000)
})
