import type { AdminLead } from '@iqs/protocol'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { adminLeadFixture, adminLeadPageFixture } from '../testing/iqstem-admin-fixtures.js'
import {
  callsOf,
  refusal,
  renderAdmin,
  resetAdminTest,
  WAIT,
  warmUpAdminArea,
} from '../testing/render-admin.js'

const LEAD = '/api/admin/iqstem/leads/5'
const REPRESENTATIVES = {
  '/api/admin/iqstem/representatives': {
    items: [{ user_id: 2, name: 'Rita Rep', email: 'rita@iqs.example' }],
  },
}

/** The lead's api: the lead as given, each move answering it in its new state. */
function leadApi(lead: AdminLead, moves: Record<string, (body: Record<string, unknown>) => Response>) {
  const api: Record<string, unknown> = { [LEAD]: lead, ...REPRESENTATIVES }
  for (const [action, answer] of Object.entries(moves))
    api[`${LEAD}/${action}`] = (_url: URL, init?: RequestInit) =>
      answer(JSON.parse(String(init?.body)) as Record<string, unknown>)
  return api
}

const answer = (lead: AdminLead) => Response.json({ data: lead })
const actionTitles = () =>
  within(screen.getByRole('region', { name: 'Actions on the lead' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent)

describe('the leads, for admins', () => {
  beforeAll(warmUpAdminArea, 60_000)
  beforeEach(resetAdminTest, 20_000)
  afterEach(resetAdminTest, 20_000)

  it('lists every lead with the state counts; a state and a search go to the address and the api', async () => {
    const { api, router } = await renderAdmin('/admin-iqstem/iq-leads', {
      '/api/admin/iqstem/leads': adminLeadPageFixture(),
    })
    const link = await screen.findByRole('link', { name: 'Acme Corp' }, WAIT)
    expect(link).toHaveAttribute('href', '/admin-iqstem/iq-leads/5')
    const row = link.closest('tr')!
    expect(row).toHaveTextContent('Jane Buyer')
    expect(row).toHaveTextContent('Submitted')
    expect(row).toHaveTextContent('€120,000.00')
    expect(within(row).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/admin-iqstem/details/21',
    )
    const chips = screen.getByRole('group', { name: 'Filter by state' })
    expect(within(chips).getByRole('button', { name: 'All 10' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(within(chips).getByRole('button', { name: 'Lost 4' }))
    await userEvent.type(screen.getByLabelText('Search the leads'), 'acme{Enter}')
    expect(router.state.location.search).toBe('?state=lost&query=acme')
    expect(
      callsOf(api, 'GET').some(
        ([path]) => path === '/api/admin/iqstem/leads?state=lost&query=acme&page=1&page_size=20',
      ),
    ).toBe(true)
  }, 30_000)

  it('shows a submitted lead in full with its history, and offers assign, qualify, notes and lose', async () => {
    await renderAdmin('/admin-iqstem/iq-leads/5', leadApi(adminLeadFixture(), {}))
    expect(await screen.findByRole('heading', { name: 'Acme Corp (lead #5)' }, WAIT)).toBeInTheDocument()
    expect(screen.getByText('Jane Buyer, CFO')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'jane@acme.example' })).toHaveAttribute(
      'href',
      'mailto:jane@acme.example',
    )
    expect(screen.getByText('Banking')).toBeInTheDocument()
    expect(screen.getByText('Within 3 months')).toBeInTheDocument()
    expect(screen.getByText('Yes, the contact agreed')).toBeInTheDocument()
    expect(screen.getByText('Lead submitted by Ada Lovelace')).toBeInTheDocument()
    expect(actionTitles()).toEqual(['Assign a representative', 'Qualify', 'Update the notes', 'Mark as lost'])
  }, 30_000)

  it('assigns a representative, then qualifies with notes (required)', async () => {
    let lead = adminLeadFixture()
    const { api } = await renderAdmin(
      '/admin-iqstem/iq-leads/5',
      leadApi(lead, {
        assign: () => answer((lead = { ...lead, representative: { user_id: 2, name: 'Rita Rep' } })),
        qualify: (body) =>
          answer(
            (lead = {
              ...lead,
              state: 'qualified',
              representative_notes: String(body.notes),
              history: [
                ...lead.history,
                {
                  transition: 'qualify',
                  from_state: 'submitted',
                  to_state: 'qualified',
                  by: 'admin',
                  by_name: 'Root Admin',
                  message: String(body.notes),
                  at: '2026-03-03T10:00:00.000Z',
                },
              ],
            }),
          ),
      }),
    )
    await screen.findByRole('heading', { name: 'Acme Corp (lead #5)' }, WAIT)
    await userEvent.selectOptions(
      await screen.findByLabelText('Representative'),
      'Rita Rep (rita@iqs.example)',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }))
    expect(await screen.findByText('The representative is assigned.')).toBeInTheDocument()
    expect(screen.getByText('Rita Rep', { selector: 'dd' })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Qualify the lead' }))
    expect(screen.getByText('This field is required.')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Notes after the contact'), 'Met the CFO, budget confirmed.')
    await userEvent.click(screen.getByRole('button', { name: 'Qualify the lead' }))
    expect(await screen.findByText('The lead is qualified.')).toBeInTheDocument()
    expect(screen.getByText('Qualified by Root Admin')).toBeInTheDocument()
    expect(actionTitles()).toEqual([
      'Assign a representative',
      'Convert to a project',
      'Update the notes',
      'Mark as lost',
    ])
    expect(callsOf(api, 'POST')).toEqual([
      [`${LEAD}/assign`, { representative_user_id: 2 }],
      [`${LEAD}/qualify`, { notes: 'Met the CFO, budget confirmed.' }],
    ])
  }, 30_000)

  it("converts a qualified lead into a draft project, showing the owner's refusal translated first", async () => {
    let lead = adminLeadFixture({ state: 'qualified' })
    const { api } = await renderAdmin(
      '/admin-iqstem/iq-leads/5',
      leadApi(lead, {
        convert: (body) =>
          body.owner_email === 'nobody@example.com'
            ? refusal(422, 'LEAD_OWNER_INVALID')
            : answer(
                (lead = {
                  ...lead,
                  state: 'converted',
                  project: { id: 77, title: 'Acme Corp: data', status: 'draft' },
                }),
              ),
      }),
    )
    const email = await screen.findByLabelText("Owner's e-mail", {}, WAIT)
    await userEvent.type(email, 'nobody@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Convert to a project' }))
    expect(
      await screen.findByText(
        "The project's owner must be the e-mail of an approved client or executive partner account.",
      ),
    ).toBeInTheDocument()
    await userEvent.clear(email)
    await userEvent.type(email, 'client@acme.example')
    await userEvent.click(screen.getByRole('button', { name: 'Convert to a project' }))
    expect(
      await screen.findByText('The lead is converted into the draft project #77: Acme Corp: data.'),
    ).toBeInTheDocument()
    expect(screen.getByText('Acme Corp: data (#77, draft)')).toBeInTheDocument()
    expect(actionTitles()).toEqual(['Assign a representative', 'Update the notes', 'Mark as lost'])
    expect(callsOf(api, 'POST').map(([, body]) => body)).toEqual([
      { owner_email: 'nobody@example.com' },
      { owner_email: 'client@acme.example' },
    ])
  }, 30_000)

  it('marks a lead lost only with a reason, and shows the refusal when it moved meanwhile', async () => {
    const { api } = await renderAdmin(
      '/admin-iqstem/iq-leads/5',
      leadApi(adminLeadFixture({ state: 'converted' }), {
        lose: () => refusal(409, 'TRANSITION_NOT_ALLOWED', { state: 'contracted', transition: 'lose' }),
      }),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as lost' }, WAIT))
    expect(screen.getByText('This field is required.')).toBeInTheDocument()
    expect(callsOf(api, 'POST')).toEqual([])
    await userEvent.type(screen.getByLabelText('Reason'), 'The client chose another firm.')
    await userEvent.click(screen.getByRole('button', { name: 'Mark as lost' }))
    expect(
      await screen.findByText('This step is not possible in the current state. Reload the page.'),
    ).toBeInTheDocument()
    expect(callsOf(api, 'POST')).toEqual([[`${LEAD}/lose`, { reason: 'The client chose another firm.' }]])
  }, 30_000)

  it('offers only the notes on a contracted lead, and nothing on a paid or lost one', async () => {
    const { router } = await renderAdmin('/admin-iqstem/iq-leads/5', {
      [LEAD]: adminLeadFixture({ state: 'contracted', representative_notes: 'Signed in March.' }),
      '/api/admin/iqstem/leads/6': adminLeadFixture({ id: 6, state: 'lost', lost_reason: 'No budget.' }),
      ...REPRESENTATIVES,
    })
    await screen.findByRole('heading', { name: 'Acme Corp (lead #5)' }, WAIT)
    expect(actionTitles()).toEqual(['Update the notes'])
    expect(screen.getByLabelText("Representative's notes")).toHaveValue('Signed in March.')
    await router.navigate('/admin-iqstem/iq-leads/6')
    expect(await screen.findByText('No action is possible in this state.')).toBeInTheDocument()
    expect(screen.getByText('No budget.')).toBeInTheDocument()
  }, 30_000)

  it('says a lead does not exist', async () => {
    await renderAdmin('/admin-iqstem/iq-leads/99', {
      '/api/admin/iqstem/leads/99': () => refusal(404, 'LEAD_NOT_FOUND'),
    })
    expect(await screen.findByText('This lead does not exist.', {}, WAIT)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the leads' })).toHaveAttribute(
      'href',
      '/admin-iqstem/iq-leads',
    )
  }, 30_000)
})
