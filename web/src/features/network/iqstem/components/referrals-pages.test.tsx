import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '../../../../lib/i18n.js'
import { clearSession } from '../../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../../testing/render-app.js'
import { referralFixture } from '../testing/iqstem-fixtures.js'

const WAIT = { timeout: 10_000 }
const REFERRALS = '/api/network/iqstem/referrals'

const refusal = (status: number, code: string) => () =>
  Response.json({ error: { code, message: code } }, { status })

const posted = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([url, init]) => String(url).endsWith(REFERRALS) && init?.method === 'POST')

async function fillSponsor(values: { first?: string; last?: string; email?: string; message?: string }) {
  if (values.first) await userEvent.type(screen.getByLabelText('First name *'), values.first)
  if (values.last) await userEvent.type(screen.getByLabelText('Last name *'), values.last)
  if (values.email) await userEvent.type(screen.getByLabelText('E-mail *'), values.email)
  if (values.message) await userEvent.type(screen.getByLabelText('Your message'), values.message)
}

/** my-consultants and sponsor-consultant (issue 17). */
describe('sponsored consultants', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    await i18n.changeLanguage('en')
  }, 30_000)
  afterEach(async () => {
    vi.unstubAllGlobals()
    await i18n.changeLanguage('en')
  }, 30_000)

  it('lists the consultants I sponsored, their state, dates and commission', async () => {
    signInAs('IQStem')
    mockApi({
      '/api/adds': [],
      [REFERRALS]: {
        items: [
          referralFixture({
            id: 4,
            first_name: 'Alan',
            last_name: 'Turing',
            email: 'alan@example.com',
            state: 'on_contract',
            consultant_user_id: 31,
            registered_at: '2025-05-06T08:00:00.000Z',
            commission: { accrued: '1200.00', paid: '200.50' },
          }),
          referralFixture(),
        ],
      },
    })
    renderApp('/my-iqstem/my-consultants')
    const [alan, ada] = within(
      await screen.findByRole('list', { name: 'My sponsored consultants' }, WAIT),
    ).getAllByRole('listitem')
    expect(alan).toHaveTextContent('Alan Turing')
    expect(alan).toHaveTextContent('On contract')
    expect(alan).toHaveTextContent('alan@example.com')
    expect(alan).toHaveTextContent('Invited on3 May 2025')
    expect(alan).toHaveTextContent('Registered on6 May 2025')
    expect(alan).toHaveTextContent('Commission accrued€1,200.00')
    expect(alan).toHaveTextContent('Commission paid€200.50')
    expect(ada).toHaveTextContent('Invited')
    expect(ada).toHaveTextContent('Registered onNot yet')
  }, 30_000)

  it('invites to sponsor a first consultant when there is none', async () => {
    signInAs('Consultant')
    mockApi({ '/api/adds': [], [REFERRALS]: { items: [] } })
    renderApp('/my-iqstem/my-consultants')
    expect(
      await screen.findByText('You have not sponsored any consultant yet.', {}, WAIT),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sponsor your first consultant' })).toHaveAttribute(
      'href',
      '/my-iqstem/sponsor-consultant',
    )
  }, 30_000)

  it('refuses bad input, then sends the invitation and confirms it', async () => {
    signInAs('IQStem')
    const api = mockApi({
      '/api/adds': [],
      [REFERRALS]: () => Response.json({ data: referralFixture() }, { status: 201 }),
    })
    renderApp('/my-iqstem/sponsor-consultant')
    const submit = await screen.findByRole('button', { name: 'Send the invitation' }, WAIT)
    await fillSponsor({ email: 'ada@' })
    await userEvent.click(submit)
    expect(await screen.findAllByText('This field is required')).toHaveLength(2)
    expect(screen.getByText('Enter a valid e-mail address, e.g. name@company.com')).toBeInTheDocument()
    expect(posted(api)).toHaveLength(0)

    await userEvent.clear(screen.getByLabelText('E-mail *'))
    await fillSponsor({ first: 'Ada', last: 'Lovelace', email: 'ada@example.com', message: 'Join us!' })
    await userEvent.click(submit)
    const done = await screen.findByText('Invitation sent to Ada Lovelace (ada@example.com).', {}, WAIT)
    expect(done.closest('[role=status]')).not.toBeNull()
    expect(JSON.parse(String(posted(api)[0]?.[1]?.body))).toEqual({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      message: 'Join us!',
    })
    expect(screen.getByRole('link', { name: 'See my sponsored consultants' })).toHaveAttribute(
      'href',
      '/my-iqstem/my-consultants',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Sponsor someone else' }))
    expect(screen.getByLabelText('E-mail *')).toHaveValue('')
  }, 30_000)

  it.each([
    ['REFERRAL_DUPLICATE', 'This person has already been invited by a member of the network.'],
    ['REFERRAL_ALREADY_MEMBER', 'This e-mail already belongs to an account: they are a member already.'],
  ])(
    'says under the e-mail why the api refused it (409 %s)',
    async (code, text) => {
      signInAs('IQStem')
      mockApi({ '/api/adds': [], [REFERRALS]: refusal(409, code) })
      renderApp('/my-iqstem/sponsor-consultant')
      await screen.findByRole('button', { name: 'Send the invitation' }, WAIT)
      await fillSponsor({ first: 'Ada', last: 'Lovelace', email: 'ada@example.com' })
      await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }))
      expect(await screen.findByText(text, {}, WAIT)).toHaveAttribute('id', 'sponsor-email-error')
      expect(screen.getByLabelText('E-mail *')).toHaveAttribute('aria-invalid', 'true')
      expect(screen.queryByText(/Invitation sent/)).not.toBeInTheDocument()
    },
    30_000,
  )

  it('tells a member not yet approved why (403 MEMBER_NOT_APPROVED), in French', async () => {
    await i18n.changeLanguage('fr')
    signInAs('ExecPartner')
    mockApi({ '/api/adds': [], [REFERRALS]: refusal(403, 'MEMBER_NOT_APPROVED') })
    renderApp('/my-iqstem/sponsor-consultant')
    await screen.findByRole('button', { name: "Envoyer l'invitation" }, WAIT)
    await userEvent.type(screen.getByLabelText('Prénom *'), 'Ada')
    await userEvent.type(screen.getByLabelText('Nom *'), 'Lovelace')
    await userEvent.type(screen.getByLabelText('E-mail *'), 'ada@example.com')
    await userEvent.click(screen.getByRole('button', { name: "Envoyer l'invitation" }))
    const notice = await screen.findByRole('alert', {}, WAIT)
    expect(notice).toHaveTextContent("Votre adhésion n'est pas encore approuvée")
    expect(within(notice).getByRole('link', { name: 'Aller à mon compte' })).toHaveAttribute(
      'href',
      '/my-account',
    )
  }, 30_000)
})
