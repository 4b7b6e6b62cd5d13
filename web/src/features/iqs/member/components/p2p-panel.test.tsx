import type { P2PProposal } from '@iqs/protocol'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getToasts, resetToasts } from '../../../../components/ui/toast/toast-store.js'
import { mockApi } from '../../../../testing/render-app.js'
import { renderMember } from '../../testing.js'
import { P2PPanel } from './p2p-panel.js'

const proposal = (id: string, overrides: Partial<P2PProposal>): P2PProposal => ({
  id,
  instrument: 'IQS',
  direction: 'IN',
  proposerId: 2,
  sellerId: 2,
  buyerId: 1,
  counterparty: { id: 2, first_name: 'Sam', last_name: 'Seller' },
  quantity: '15',
  price: '1.10',
  total: '16.50',
  status: 'PROPOSED',
  tradeId: null,
  proposedAt: '2026-01-05T10:00:00Z',
  answeredAt: null,
  ...overrides,
})

const PROPOSALS = [
  proposal('in-1', {}),
  proposal('out-1', {
    direction: 'OUT',
    counterparty: { id: 3, first_name: 'Bea', last_name: 'Buyer' },
    quantity: '5',
  }),
  proposal('done-1', { status: 'ACCEPTED', counterparty: { id: 4, first_name: 'Al', last_name: 'Done' } }),
]

const profile = (status: string) => ({
  iqs_shares: '0',
  ost_shares: '0',
  total_invested_iqs_eur: '0',
  total_invested_ost_eur: '0',
  iqs_value_eur: '0',
  ost_value_eur: '0',
  white_list_status: status,
})

/** The api: my profile, partners and proposals, and each answer recorded as `id/answer`. */
function serve(partners: unknown[], me: unknown = profile('APPROVED')) {
  const answers: string[] = []
  const fetchMock = mockApi({
    '/api/share-owners/me': me,
    '/api/share-owners': partners,
    '/api/iqs/p2p': PROPOSALS,
    ...Object.fromEntries(
      ['in-1', 'out-1'].flatMap((id) =>
        ['accept', 'reject', 'cancel'].map((answer) => [
          `/api/iqs/p2p/${id}/${answer}`,
          (_url: URL, init?: RequestInit) => {
            if (init?.method === 'POST') answers.push(`${id}/${answer}`)
            return Response.json({ data: PROPOSALS[0] })
          },
        ]),
      ),
    ),
  })
  return { answers, fetchMock }
}

const rowOf = (name: string) =>
  screen
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(name))
    ?.closest('tr') as HTMLElement

const toasts = () => getToasts().map((t) => t.message)

/** The paths the panel asked the api for. */
const asked = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname)

describe('the P2P proposals', () => {
  beforeEach(() => resetToasts())
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    [
      'a member still registering (no profile: 404)',
      () => Response.json({ error: { code: 'SHARE_OWNER_NOT_FOUND', message: 'none' } }, { status: 404 }),
    ],
    ['a pending applicant', () => Response.json({ data: profile('PENDING') })],
  ])('is closed to %s, saying why, and asks the api for no P2P data', async (_who, me) => {
    const { fetchMock } = serve([], me)
    await renderMember(<P2PPanel instrument="IQS" />)
    expect(await screen.findByText('P2P deals are closed to your account')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(/Your white-list status is (registering|pending)\./)
    expect(screen.queryByRole('button', { name: 'Propose to sell IQS' })).not.toBeInTheDocument()
    expect(asked(fetchMock)).toEqual(['/api/share-owners/me'])
  })

  it('says so in French too', async () => {
    serve([], profile('LOCKED'))
    await renderMember(<P2PPanel instrument="IQS" />, 'fr')
    expect(await screen.findByText('Les transactions P2P sont fermées à votre compte')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Votre statut de liste blanche est : verrouillé.')
  })

  it('asks for the partners and the proposals once the profile says approved', async () => {
    const { fetchMock } = serve([])
    await renderMember(<P2PPanel instrument="IQS" />)
    await screen.findByText('No P2P partner available')
    expect(asked(fetchMock).sort()).toEqual(['/api/iqs/p2p', '/api/share-owners', '/api/share-owners/me'])
  })

  it("says 'No P2P partner available' and offers no proposal without a partner", async () => {
    serve([])
    await renderMember(<P2PPanel instrument="IQS" />)
    expect(await screen.findByText('No P2P partner available')).toBeInTheDocument()
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Propose to sell IQS' })).toBeDisabled()
  })

  it('checks the partner and the unit value before proposing', async () => {
    const { fetchMock } = serve([{ id: 3, first_name: 'Bea', last_name: 'Buyer' }])
    await renderMember(<P2PPanel instrument="IQS" />)
    const propose = await screen.findByRole('button', { name: 'Propose to sell IQS' })
    await waitFor(() => expect(propose).toBeEnabled())
    await userEvent.click(propose)
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a P2P partner')
    await userEvent.selectOptions(screen.getByLabelText('Partner'), 'Bea Buyer')
    await userEvent.type(screen.getByLabelText('Quantity'), '5')
    await userEvent.type(screen.getByLabelText('Unit value (€)'), '0')
    await userEvent.click(propose)
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid P2P unit value')
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/propose'))).toBe(false)
  })

  it('lets me accept or reject a proposal made to me, and cancel mine', async () => {
    const { answers } = serve([{ id: 3, first_name: 'Bea', last_name: 'Buyer' }])
    await renderMember(<P2PPanel instrument="IQS" />)
    await screen.findByRole('table', { name: 'P2P proposals' })
    const received = rowOf('Sam Seller')
    const sent = rowOf('Bea Buyer')
    const answered = rowOf('Al Done')
    expect(received).toHaveTextContent('Received')
    expect(sent).toHaveTextContent('Sent')
    expect(within(sent).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()
    expect(within(received).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument()
    expect(within(answered).queryByRole('button')).not.toBeInTheDocument()

    await userEvent.click(within(received).getByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(toasts()).toContain('Deal accepted'))
    await userEvent.click(within(received).getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(toasts()).toContain('Proposal rejected'))
    await userEvent.click(within(sent).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(toasts()).toContain('Proposal cancelled'))
    expect(answers).toEqual(['in-1/accept', 'in-1/reject', 'out-1/cancel'])
  })
})
