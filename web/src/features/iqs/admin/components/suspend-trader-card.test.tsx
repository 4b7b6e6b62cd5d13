import type { SuspendedTrader, WhiteListEntry, WhiteListPage } from '@iqs/protocol'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getToasts, resetToasts } from '../../../../components/ui/toast/toast-store.js'
import i18n from '../../../../lib/i18n.js'
import { mockApi } from '../../../../testing/render-app.js'
import { renderMember } from '../../testing.js'
import { SuspendTraderCard } from './suspend-trader-card.js'

const entry = (user_id: number, first_name: string, email: string): WhiteListEntry => ({
  user_id,
  first_name,
  last_name: 'Trader',
  email,
  business_name: null,
  country: 'France',
  type: 'INDIVIDUAL',
  sub_type: 'Consultant',
  status: 'APPROVED',
  registered: '2026-01-05T10:00:00Z',
})
const theo = entry(5, 'Theo', 'trader1@iqs.demo')
const tess = entry(6, 'Tess', 'trader2@iqs.demo')

/**
 * A fake of the three calls the card makes: the approved traders matching ?query=, who is
 * suspended, and PUT suspension, which changes who is suspended.
 */
function fakeApi() {
  const suspended = new Map<number, SuspendedTrader>()
  const searches: (string | null)[] = []
  const puts: { userId: number; suspended: boolean }[] = []
  mockApi({
    '/api/admin/iqs/white-list': (url: URL) => {
      expect(url.searchParams.get('status')).toBe('APPROVED')
      const query = url.searchParams.get('query') ?? ''
      searches.push(query)
      const items = [theo, tess].filter((t) => `${t.first_name} ${t.last_name} ${t.email}`.includes(query))
      const page: WhiteListPage = {
        items,
        total: items.length,
        page: 1,
        pageSize: 8,
        counts: { REGISTERING: 0, PENDING: 0, APPROVED: items.length, REJECTED: 0, LOCKED: 0 },
      }
      return Response.json({ data: page })
    },
    '/api/admin/iqs/traders/suspended': () => Response.json({ data: [...suspended.values()] }),
    '/api/admin/iqs/traders/5/suspension': async (_url: URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { suspended: boolean }
      puts.push({ userId: 5, suspended: body.suspended })
      if (body.suspended)
        suspended.set(5, {
          user_id: 5,
          first_name: 'Theo',
          last_name: 'Trader',
          email: 'trader1@iqs.demo',
          instruments: ['IQS', 'OST'],
          suspended_at: '2026-01-06T10:00:00Z',
        })
      else suspended.delete(5)
      return Response.json({ data: { user_id: 5, suspended: body.suspended } })
    },
  })
  return { searches, puts }
}

async function confirm() {
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }))
}

describe('suspending a trader from the market config page', () => {
  beforeEach(() => resetToasts())
  afterEach(() => vi.unstubAllGlobals())

  // Many steps, each a user's typing or click: 15 s leaves a loaded machine time.
  it('finds an approved trader by name or e-mail, suspends them, lists them and restores them', async () => {
    const { searches, puts } = fakeApi()
    await renderMember(<SuspendTraderCard />)
    await i18n.loadNamespaces('iqs-admin')
    expect(await screen.findByText('No trader is suspended.')).toBeInTheDocument()
    // No id to type: the admin searches by what they know of the trader.
    expect(screen.queryByLabelText(/user id/i)).toBeNull()
    await userEvent.type(screen.getByLabelText('Approved trader (name or e-mail)'), 'trader1')
    const matches = await screen.findByRole('list', { name: 'Matching approved traders' })
    await waitFor(() => expect(within(matches).getAllByRole('listitem')).toHaveLength(1))
    expect(matches).toHaveTextContent('Theo Trader')
    expect(matches).toHaveTextContent('trader1@iqs.demo')
    // Asked once the typing settled, not for every letter.
    expect(searches).toEqual(['trader1'])

    await userEvent.click(within(matches).getByRole('button', { name: 'Suspend trading' }))
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Suspend the trading privileges of Theo Trader (trader1@iqs.demo) on both markets?',
    )
    await confirm()
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Trader suspended'))
    const now = await screen.findByRole('list', { name: 'Suspended now' })
    await waitFor(() => expect(now).toHaveTextContent('Theo Trader'))
    expect(now).toHaveTextContent('trader1@iqs.demo')
    expect(now).toHaveTextContent('IQS · OST')
    // The match now says the trader is suspended, and offers the way back instead.
    expect(within(matches).getByText('Suspended')).toBeInTheDocument()
    expect(within(matches).queryByRole('button', { name: 'Suspend trading' })).toBeNull()

    await userEvent.click(within(now).getByRole('button', { name: 'Restore trading' }))
    await confirm()
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Trader restored'))
    expect(await screen.findByText('No trader is suspended.')).toBeInTheDocument()
    expect(puts).toEqual([
      { userId: 5, suspended: true },
      { userId: 5, suspended: false },
    ])
  }, 15_000)

  it('speaks French, and says when no approved trader matches', async () => {
    fakeApi()
    await renderMember(<SuspendTraderCard />, 'fr')
    await i18n.loadNamespaces('iqs-admin')
    expect(await screen.findByText("Aucun investisseur n'est suspendu.")).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Investisseur approuvé (nom ou e-mail)'), 'nobody')
    expect(await screen.findByText('Aucun investisseur approuvé ne correspond.')).toBeInTheDocument()
  })
})
