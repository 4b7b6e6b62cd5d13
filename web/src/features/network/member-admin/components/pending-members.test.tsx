import { ADMIN_PERMISSIONS } from '@iqs/protocol'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { memberSummaryFixture } from '../testing/member-admin-fixtures.js'
import {
  callsOf,
  renderMemberAdmin,
  resetMemberAdminTest,
  WAIT,
  warmUpMemberAdmin,
} from '../testing/render-member-admin.js'

const MEMBERS = '/api/admin/network/members'

/** The applicants' api: Ada pending until a decision, then in the list of her new status. */
function membersApi(role = 'Consultant') {
  let ada = memberSummaryFixture({ role })
  return {
    [MEMBERS]: (url: URL) =>
      Response.json({ data: { items: url.searchParams.get('status') === ada.status ? [ada] : [] } }),
    [`${MEMBERS}/21/request-info`]: (_url: URL, init?: RequestInit) => {
      const { message } = JSON.parse(String(init?.body)) as { message: string }
      ada = { ...ada, status: 'ONBOARDING', review_reason: message }
      return Response.json({ data: ada })
    },
    [`${MEMBERS}/21/approve`]: () => {
      ada = { ...ada, status: 'APPROVED' }
      return Response.json({ data: ada })
    },
  }
}

/** An admin's `GET /api/me` with only these groups. */
const meWith = (...groups: string[]) =>
  Response.json({
    data: {
      user: { id: 7, email: 'wendy@example.com', user_type: 'Admin', first_name: 'Wendy', last_name: 'W' },
      totpActivated: false,
      language: 'en',
      admin_permissions: groups,
    },
  })

describe('the member admin areas’ pending applications', () => {
  beforeAll(warmUpMemberAdmin, 60_000)
  beforeEach(resetMemberAdminTest, 20_000)
  afterEach(resetMemberAdminTest, 20_000)

  it('lists the area’s applicants, with the menu, and links each to their record', async () => {
    const { api } = await renderMemberAdmin('/admin-consultants/pending', membersApi())
    expect(await screen.findByRole('heading', { name: 'Consultant applicants' }, WAIT)).toBeInTheDocument()
    const menu = screen.getByRole('navigation', { name: 'Consultants administration' })
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Reports', 'Pending applications', 'Search consultants'])
    const row = (await screen.findByRole('link', { name: 'Ada Lovelace' }, WAIT)).closest('tr')!
    expect(within(row).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/admin-consultants/details/21',
    )
    expect(row).toHaveTextContent('ada@example.com')
    expect(row).toHaveTextContent('2 March 2026')
    expect(callsOf(api, 'GET').some(([path]) => path === `${MEMBERS}?role=Consultant&status=PENDING`)).toBe(
      true,
    )
  }, 30_000)

  it('links a client applicant to the record under the pending list', async () => {
    const { api } = await renderMemberAdmin('/admin-clients/pending', membersApi('Client'))
    expect(await screen.findByRole('link', { name: 'Ada Lovelace' }, WAIT)).toHaveAttribute(
      'href',
      '/admin-clients/pending/details/21',
    )
    expect(screen.getByRole('heading', { name: 'Client applicants' })).toBeInTheDocument()
    expect(callsOf(api, 'GET').some(([path]) => path === `${MEMBERS}?role=Client&status=PENDING`)).toBe(true)
  }, 30_000)

  it('asks for more information only with a message, which goes to the api', async () => {
    const { api } = await renderMemberAdmin('/admin-exec-partners/pending', membersApi('ExecPartner'))
    await screen.findByRole('link', { name: 'Ada Lovelace' }, WAIT)
    const decision = screen.getByRole('group', { name: 'Decision on Ada Lovelace' })
    await userEvent.click(within(decision).getByRole('button', { name: 'Ask for information' }))
    const dialog = screen.getByRole('dialog', { name: 'Ask this applicant for more information?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }))
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument()
    expect(callsOf(api, 'POST')).toEqual([])
    await userEvent.type(
      within(dialog).getByLabelText('What is missing or should be corrected (sent to the applicant)'),
      '  Add your last two missions.  ',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }))
    expect(await screen.findByText('Ada Lovelace was asked for more information.')).toBeInTheDocument()
    expect(callsOf(api, 'POST')).toEqual([
      [`${MEMBERS}/21/request-info`, { message: 'Add your last two missions.' }],
    ])
    expect(await screen.findByText('No applicant is waiting for a decision.')).toBeInTheDocument()

    // She is among those still onboarding, with the request under her status.
    await userEvent.click(screen.getByRole('button', { name: 'Onboarding' }))
    const row = (await screen.findByRole('link', { name: 'Ada Lovelace' })).closest('tr')!
    expect(row).toHaveTextContent('Add your last two missions.')
  }, 30_000)

  it('refuses an admin without the area’s group, without asking for the applicants', async () => {
    const { api } = await renderMemberAdmin('/admin-clients/pending', {
      ...membersApi('Client'),
      '/api/me': () => meWith('web_site'),
    })
    expect(await screen.findByText('This page is not available to you', {}, WAIT)).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Clients')
    expect(api.mock.calls.some(([url]) => String(url).includes(MEMBERS))).toBe(false)
  }, 30_000)

  it('speaks French', async () => {
    await renderMemberAdmin(
      '/admin-consultants/pending',
      {
        ...membersApi(),
        '/api/me': () => meWith(...ADMIN_PERMISSIONS),
      },
      'fr',
    )
    expect(await screen.findByRole('heading', { name: 'Candidats consultants' }, WAIT)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Demander des précisions' }, WAIT)).toBeInTheDocument()
  }, 30_000)
})
