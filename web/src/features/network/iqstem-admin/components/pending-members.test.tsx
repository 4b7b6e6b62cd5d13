import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { memberReviewFixture } from '../testing/iqstem-admin-fixtures.js'
import {
  callsOf,
  refusal,
  renderAdmin,
  resetAdminTest,
  WAIT,
  warmUpAdminArea,
} from '../testing/render-admin.js'

const MEMBERS = '/api/admin/network/members'

/** The applicants' api: Ada pending until a decision, then in the list of her new status. */
function membersApi() {
  let ada = memberReviewFixture()
  return {
    [MEMBERS]: (url: URL) =>
      Response.json({
        data: { items: url.searchParams.get('status') === ada.status ? [ada] : [] },
      }),
    [`${MEMBERS}/21/approve`]: () => {
      ada = { ...ada, status: 'APPROVED' }
      return Response.json({ data: ada })
    },
    [`${MEMBERS}/21/reject`]: (_url: URL, init?: RequestInit) => {
      const { reason } = JSON.parse(String(init?.body)) as { reason: string }
      ada = { ...ada, status: 'REJECTED', review_reason: reason }
      return Response.json({ data: ada })
    },
  }
}

describe('the IQStem applicants', () => {
  beforeAll(warmUpAdminArea, 60_000)
  beforeEach(resetAdminTest, 20_000)
  afterEach(resetAdminTest, 20_000)

  it('lists the pending applicants with their contact, date and sponsor, and links to their page', async () => {
    const { api } = await renderAdmin('/admin-iqstem/pending', membersApi())
    const row = (await screen.findByRole('link', { name: 'Ada Lovelace' }, WAIT)).closest('tr')!
    expect(within(row).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/admin-iqstem/details/21',
    )
    expect(row).toHaveTextContent('ada@example.com')
    expect(row).toHaveTextContent('+33 6 11 22 33 44')
    expect(row).toHaveTextContent('2 March 2026')
    expect(within(row).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/admin-iqstem/details/30',
    )
    expect(callsOf(api, 'GET').some(([path]) => path === `${MEMBERS}?role=IQStem&status=PENDING`)).toBe(true)
  }, 30_000)

  it('approves after a confirmation; the applicant leaves the list and is among the approved', async () => {
    const { api } = await renderAdmin('/admin-iqstem/pending', membersApi())
    await screen.findByRole('link', { name: 'Ada Lovelace' }, WAIT)
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }))
    const dialog = screen.getByRole('dialog', { name: 'Approve this applicant?' })
    expect(callsOf(api, 'POST')).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('Ada Lovelace is approved.')).toBeInTheDocument()
    expect(await screen.findByText('No applicant is waiting for a decision.')).toBeInTheDocument()
    expect(callsOf(api, 'POST')).toEqual([[`${MEMBERS}/21/approve`, {}]])
    await userEvent.click(screen.getByRole('button', { name: 'Approved' }))
    expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toBeInTheDocument()
    expect(callsOf(api, 'GET').some(([path]) => path === `${MEMBERS}?role=IQStem&status=APPROVED`)).toBe(true)
  }, 30_000)

  it('rejects only with a reason, which goes to the api', async () => {
    const { api } = await renderAdmin('/admin-iqstem/pending', membersApi())
    await screen.findByRole('link', { name: 'Ada Lovelace' }, WAIT)
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }))
    const dialog = screen.getByRole('dialog', { name: 'Reject this applicant?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument()
    expect(callsOf(api, 'POST')).toEqual([])
    await userEvent.type(
      within(dialog).getByLabelText('Reason (sent to the applicant)'),
      '  No company details.  ',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('Ada Lovelace is rejected.')).toBeInTheDocument()
    expect(callsOf(api, 'POST')).toEqual([[`${MEMBERS}/21/reject`, { reason: 'No company details.' }]])
    expect(await screen.findByText('No applicant is waiting for a decision.')).toBeInTheDocument()
  }, 30_000)

  it("shows the api's refusal when the applicant was decided meanwhile, and keeps the row", async () => {
    await renderAdmin('/admin-iqstem/pending', {
      ...membersApi(),
      [`${MEMBERS}/21/approve`]: () => refusal(409, 'TRANSITION_NOT_ALLOWED'),
    })
    await screen.findByRole('link', { name: 'Ada Lovelace' }, WAIT)
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }))
    expect(
      await screen.findByText('This step is not possible in the current state. Reload the page.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toBeInTheDocument()
  }, 30_000)
})
