import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '../../../../lib/i18n.js'
import { clearSession } from '../../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../../testing/render-app.js'
import { contractedLeadFixture, leadFixture, leadListFixture } from '../testing/iqstem-fixtures.js'

const WAIT = { timeout: 10_000 }
const LEADS = '/api/network/iqstem/leads'

const refusal = (status: number, code: string, details?: unknown) => () =>
  Response.json({ error: { code, message: code, details } }, { status })

/** Fills the lead form as a member would; `values` by field label. */
async function fillLead(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const control = screen.getByLabelText(label)
    if (control instanceof HTMLSelectElement) await userEvent.selectOptions(control, value)
    else await userEvent.type(control, value)
  }
}

const posted = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([url, init]) => String(url).endsWith(LEADS) && init?.method === 'POST')

/** my-leads, a lead's page and add-leads (issue 17). */
describe('my leads', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    await i18n.changeLanguage('en')
  }, 30_000)
  afterEach(async () => {
    vi.unstubAllGlobals()
    await i18n.changeLanguage('en')
  }, 30_000)

  it('lists my leads with their state, budget and commission, filtered by state', async () => {
    signInAs('IQStem')
    const contracted = contractedLeadFixture()
    const submitted = leadFixture({
      id: 13,
      company: 'Globex',
      budget: null,
      created_at: '2025-05-04T08:00:00.000Z',
    })
    const api = mockApi({
      '/api/adds': [],
      [LEADS]: (url: URL) =>
        Response.json({
          data: leadListFixture(
            url.searchParams.get('state') === 'contracted' ? [contracted] : [submitted, contracted],
            { submitted: 1, contracted: 1 },
          ),
        }),
    })
    renderApp('/my-iqstem/my-leads')
    const list = await screen.findByRole('list', { name: 'My leads' }, WAIT)
    const [globex, acme] = within(list).getAllByRole('listitem')
    expect(within(globex!).getByRole('link', { name: 'Globex' })).toHaveAttribute(
      'href',
      '/my-iqstem/my-leads/13',
    )
    expect(globex).toHaveTextContent('Submitted')
    expect(globex).toHaveTextContent('Submitted on 4 May 2025')
    expect(globex).toHaveTextContent('BudgetNot given')
    expect(globex).not.toHaveTextContent('Commission')
    expect(acme).toHaveTextContent('Contract signed')
    expect(acme).toHaveTextContent('Jeanne Durand')
    expect(acme).toHaveTextContent('Industry')
    expect(acme).toHaveTextContent('€50,000.00')
    expect(acme).toHaveTextContent('€2,500.00, €1,000.00 paid')

    const filter = screen.getByRole('group', { name: 'Leads by state' })
    expect(within(filter).getByRole('button', { name: 'All 2' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(filter).getByRole('button', { name: 'Lost 0' })).toBeInTheDocument()
    await userEvent.click(within(filter).getByRole('button', { name: 'Contract signed 1' }))
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'My leads' })).getAllByRole('listitem')).toHaveLength(1),
    )
    expect(within(filter).getByRole('button', { name: 'Contract signed 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(api.mock.calls.some(([url]) => String(url).includes('state=contracted'))).toBe(true)
  }, 30_000)

  it('invites to add a first lead when there is none', async () => {
    signInAs('ExecPartner')
    mockApi({ '/api/adds': [], [LEADS]: leadListFixture([]) })
    renderApp('/my-iqstem/my-leads')
    expect(await screen.findByText('You have not brought any lead yet.', {}, WAIT)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add your first lead' })).toHaveAttribute(
      'href',
      '/my-iqstem/add-leads',
    )
  }, 30_000)

  it("shows a lead's progress, the representative's notes, its project, commission and history", async () => {
    signInAs('IQStem')
    mockApi({ '/api/adds': [], [`${LEADS}/12`]: contractedLeadFixture() })
    renderApp('/my-iqstem/my-leads/12')
    expect(
      await screen.findByRole('heading', { name: 'Acme Industries', level: 2 }, WAIT),
    ).toBeInTheDocument()
    const steps = within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual([
      'Submitted(done)2 May 2025',
      'Qualified(done)5 May 2025',
      'Converted to a project(done)10 May 2025',
      'Contract signed(current step)1 June 2025',
      'Paid(to come)',
    ])
    expect(steps[3]).toHaveAttribute('aria-current', 'step')
    expect(screen.getByText('Paul Lefèvre')).toBeInTheDocument()
    expect(screen.getByText('Called the CIO: a 3-month migration, budget confirmed.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Acme Industries: cloud migration' })).toHaveAttribute(
      'href',
      '/other-public/projects/77',
    )
    const commission = screen.getByRole('region', { name: 'Commission' })
    expect(commission).toHaveTextContent('Amount€2,500.00')
    expect(commission).toHaveTextContent('Paid€1,000.00')
    expect(commission).toHaveTextContent('Partly paid')
    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem')
    expect(history.map((line) => line.firstChild?.textContent)).toEqual([
      'Contract signed, by IQS',
      'Converted to a project, by IQS',
      'Notes updated, by IQS',
      'Lead qualified: the client was contacted, by IQS',
      'Lead submitted, by you',
    ])
  }, 30_000)

  it('shows where a lost lead stopped, and why', async () => {
    signInAs('IQStem')
    const lead = leadFixture()
    mockApi({
      '/api/adds': [],
      [`${LEADS}/12`]: leadFixture({
        state: 'lost',
        lost_reason: 'The client chose an in-house team.',
        history: [
          ...lead.history,
          {
            transition: 'lose',
            from_state: 'submitted',
            to_state: 'lost',
            by: 'admin',
            by_name: null,
            message: 'The client chose an in-house team.',
            at: '2025-05-08T08:00:00.000Z',
          },
        ],
      }),
    })
    renderApp('/my-iqstem/my-leads/12')
    const steps = within(await screen.findByRole('list', { name: 'Progress' }, WAIT)).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual([
      'Submitted(done)2 May 2025',
      'Lost(current step)8 May 2025',
    ])
    expect(screen.getByText('Why it was lost:').closest('p')).toHaveTextContent(
      'Why it was lost: The client chose an in-house team.',
    )
    expect(screen.getByText('Not assigned yet')).toBeInTheDocument()
  }, 30_000)

  it("says so for another member's lead or an unknown one", async () => {
    signInAs('IQStem')
    mockApi({ '/api/adds': [], [`${LEADS}/99`]: refusal(404, 'LEAD_NOT_FOUND') })
    renderApp('/my-iqstem/my-leads/99')
    const notFound = await screen.findByRole('alert', {}, WAIT)
    expect(notFound).toHaveTextContent('This lead does not exist or is not yours.')
    expect(within(notFound).getByRole('link', { name: 'My leads' })).toHaveAttribute(
      'href',
      '/my-iqstem/my-leads',
    )
  }, 30_000)

  it('refuses bad input on each field and sends nothing, then sends the lead and opens its page', async () => {
    signInAs('IQStem')
    const created = leadFixture({ id: 21 })
    const api = mockApi({
      '/api/adds': [],
      [LEADS]: () => Response.json({ data: created }, { status: 201 }),
      [`${LEADS}/21`]: created,
    })
    const { router } = renderApp('/my-iqstem/add-leads')
    const submit = await screen.findByRole('button', { name: 'Submit the lead' }, WAIT)
    await fillLead({ 'E-mail *': 'not-an-email', 'Estimated budget (EUR)': '12,5', Phone: '12' })
    await userEvent.click(submit)
    expect(await screen.findAllByText('This field is required')).toHaveLength(3)
    expect(screen.getByText('Enter a valid e-mail address, e.g. name@company.com')).toBeInTheDocument()
    expect(screen.getByText('Enter an amount in euros, e.g. 50000 or 50000.50')).toBeInTheDocument()
    expect(
      screen.getByText('Enter a valid phone number with its country code, e.g. +33 6 12 34 56 78'),
    ).toBeInTheDocument()
    expect(screen.getByText('Choose a sector')).toBeInTheDocument()
    expect(screen.getByText('Choose when the client expects to start')).toBeInTheDocument()
    expect(screen.getByText('Confirm that the contact agreed to be approached by IQS')).toBeInTheDocument()
    expect(screen.getByLabelText('Company *')).toHaveAttribute('aria-invalid', 'true')
    expect(posted(api)).toHaveLength(0)

    await userEvent.clear(screen.getByLabelText('E-mail *'))
    await userEvent.clear(screen.getByLabelText('Estimated budget (EUR)'))
    await userEvent.clear(screen.getByLabelText('Phone'))
    await fillLead({
      'Company *': 'Acme Industries',
      'Sector *': 'industry',
      'Name *': 'Jeanne Durand',
      Role: 'CIO',
      'E-mail *': 'jeanne@acme.example',
      'Need *': 'Move the plant systems to the cloud.',
      'Estimated budget (EUR)': '50000.50',
      'Timing *': 'within-3-months',
    })
    await userEvent.click(screen.getByLabelText('The contact agreed to be approached by IQS *'))
    await userEvent.click(submit)
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-iqstem/my-leads/21'), WAIT)
    expect(JSON.parse(String(posted(api)[0]?.[1]?.body))).toEqual({
      company: 'Acme Industries',
      contact_name: 'Jeanne Durand',
      contact_role: 'CIO',
      contact_email: 'jeanne@acme.example',
      contact_phone: null,
      sector: 'industry',
      need: 'Move the plant systems to the cloud.',
      budget: '50000.50',
      timing: 'within-3-months',
      consent: true,
    })
    expect(
      await screen.findByRole('heading', { name: 'Acme Industries', level: 2 }, WAIT),
    ).toBeInTheDocument()
  }, 30_000)

  it('says next to the field which client was already brought (409 LEAD_DUPLICATE)', async () => {
    signInAs('IQStem')
    let field = 'company'
    mockApi({ '/api/adds': [], [LEADS]: () => refusal(409, 'LEAD_DUPLICATE', { field })() })
    renderApp('/my-iqstem/add-leads')
    await screen.findByRole('button', { name: 'Submit the lead' }, WAIT)
    await fillLead({
      'Company *': 'ACME  industries',
      'Sector *': 'industry',
      'Name *': 'Jeanne Durand',
      'E-mail *': 'jeanne@acme.example',
      'Need *': 'Cloud.',
      'Timing *': 'later',
    })
    await userEvent.click(screen.getByLabelText('The contact agreed to be approached by IQS *'))
    await userEvent.click(screen.getByRole('button', { name: 'Submit the lead' }))
    const company = screen.getByLabelText('Company *')
    expect(
      await screen.findByText('This company was already brought as a lead, by you or another member.'),
    ).toHaveAttribute('id', 'lead-company-error')
    expect(company).toHaveAttribute('aria-invalid', 'true')
    expect(company).toHaveFocus()

    field = 'contact_email'
    await userEvent.click(screen.getByRole('button', { name: 'Submit the lead' }))
    expect(
      await screen.findByText('This contact was already brought as a lead, by you or another member.'),
    ).toHaveAttribute('id', 'lead-contact_email-error')
  }, 30_000)

  it('tells a member not yet approved why the lead was refused (403 MEMBER_NOT_APPROVED)', async () => {
    signInAs('Consultant')
    mockApi({ '/api/adds': [], [LEADS]: refusal(403, 'MEMBER_NOT_APPROVED') })
    renderApp('/my-iqstem/add-leads')
    await screen.findByRole('button', { name: 'Submit the lead' }, WAIT)
    await fillLead({
      'Company *': 'Acme',
      'Sector *': 'banking',
      'Name *': 'Jeanne Durand',
      'E-mail *': 'jeanne@acme.example',
      'Need *': 'Cloud.',
      'Timing *': 'immediate',
    })
    await userEvent.click(screen.getByLabelText('The contact agreed to be approached by IQS *'))
    await userEvent.click(screen.getByRole('button', { name: 'Submit the lead' }))
    const notice = await screen.findByRole('alert', {}, WAIT)
    expect(notice).toHaveTextContent('Your membership is not approved yet')
    expect(within(notice).getByRole('link', { name: 'Go to my account' })).toHaveAttribute(
      'href',
      '/my-account',
    )
  }, 30_000)

  it('speaks French: the form and its refusals', async () => {
    await i18n.changeLanguage('fr')
    signInAs('IQStem')
    const api = mockApi({ '/api/adds': [] })
    renderApp('/my-iqstem/add-leads')
    const menu = await screen.findByRole('navigation', { name: 'Menu de mon IQStem' }, WAIT)
    expect(within(menu).getByRole('link', { name: 'Ajouter une piste' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Proposer la piste' }, WAIT))
    expect(await screen.findAllByText('Ce champ est obligatoire')).toHaveLength(3)
    expect(screen.getByText('Choisissez un secteur')).toBeInTheDocument()
    expect(screen.getByText("Confirmez que le contact a accepté d'être approché par IQS")).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Industrie' })).toBeInTheDocument()
    expect(screen.getByRole('option', { name: "D'ici 3 mois" })).toBeInTheDocument()
    expect(posted(api)).toHaveLength(0)
  }, 30_000)
})
