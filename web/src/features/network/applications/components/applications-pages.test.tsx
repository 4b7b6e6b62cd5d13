import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetToasts } from '../../../../components/ui/toast/toast-store.js'
import i18n from '../../../../lib/i18n.js'
import { clearSession } from '../../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../../testing/render-app.js'
import { projectFixture } from '../../projects/testing/project-fixture.js'
import {
  applicationFixture,
  applicationSummaryFixture,
  jobFixture,
  jobPageFixture,
} from '../testing/application-fixture.js'

const WAIT = { timeout: 10_000 }
const APPLICATION = applicationFixture()
const APPLICATION_PATH = `/api/network/applications/${APPLICATION.id}`

/** A consultant's onboarding: approved, with a rate, a date and a CV on file. */
const onboarding = (overrides: Record<string, unknown> = {}) => ({
  status: 'APPROVED',
  review_reason: null,
  submitted_at: '2025-04-01T08:00:00.000Z',
  steps: [],
  missing: [],
  remaining: [],
  phone: '+33 6 12 34 56 78',
  company: null,
  expertise: {
    sectors: ['banking'],
    practices: ['data-ai'],
    functions: ['finance'],
    seniority: 'Senior',
    day_rate: '900.00',
    available_from: '2025-06-01',
    days_per_week: 5,
  },
  cv: {
    file_name: 'my-cv.pdf',
    mime_type: 'application/pdf',
    size: 4096,
    uploaded_at: '2025-04-01T08:00:00.000Z',
  },
  ...overrides,
})

const posts = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url, init]) => [String(url), init])

/** Jobs, applications and the owner's applicants under /my-projects (issue 16 part 2). */
describe('jobs and applications', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    resetToasts()
    await i18n.changeLanguage('en')
  }, 20_000)
  afterEach(async () => {
    vi.unstubAllGlobals()
    await i18n.changeLanguage('en')
  }, 20_000)

  it('lists the jobs with the match mark, and sends a filter to the api', async () => {
    signInAs('Consultant')
    const api = mockApi({
      '/api/adds': [],
      '/api/network/jobs': (url: URL) =>
        Response.json({
          data: jobPageFixture(url.searchParams.get('sector') === 'energy' ? [] : [jobFixture()]),
        }),
    })
    renderApp('/my-projects/jobs')
    const list = await screen.findByRole('list', { name: 'Jobs' }, WAIT)
    const row = within(list).getAllByRole('listitem')[0]!
    expect(within(row).getByRole('link', { name: 'Cloud migration' })).toHaveAttribute(
      'href',
      '/my-projects/jobs/details/42',
    )
    expect(row).toHaveTextContent('Matches your profile: sector, seniority')
    await userEvent.selectOptions(screen.getByLabelText('Sector'), 'energy')
    expect(await screen.findByText('No job matches your search.')).toBeInTheDocument()
    expect(api.mock.calls.some(([url]) => String(url).includes('sector=energy'))).toBe(true)
  }, 20_000)

  it("shows a job's fields and the way to apply, or my application's state", async () => {
    signInAs('Consultant')
    mockApi({
      '/api/adds': [],
      '/api/network/jobs/42': jobFixture(),
      '/api/network/jobs/43': jobFixture({
        id: 43,
        my_application: { id: APPLICATION.id, state: 'shortlisted' },
      }),
    })
    const { router } = renderApp('/my-projects/jobs/details/42')
    expect(await screen.findByRole('link', { name: 'Apply for this role' }, WAIT)).toHaveAttribute(
      'href',
      '/my-projects/applications/new/42',
    )
    expect(screen.getByText('Cost saved')).toBeInTheDocument()
    await router.navigate('/my-projects/jobs/details/43')
    expect(await screen.findByText('Shortlisted')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Apply for this role' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See my application' })).toHaveAttribute(
      'href',
      `/my-projects/applications/${APPLICATION.id}`,
    )
  }, 20_000)

  it('refuses bad input on the fields, then applies with the CV of my profile', async () => {
    signInAs('Consultant')
    const api = mockApi({
      '/api/adds': [],
      '/api/network/jobs/42': jobFixture(),
      '/api/network/onboarding': onboarding(),
      '/api/network/jobs/42/applications': () => Response.json({ data: APPLICATION }, { status: 201 }),
      [APPLICATION_PATH]: APPLICATION,
    })
    renderApp('/my-projects/applications/new/42')
    const send = await screen.findByRole('button', { name: 'Send my application' }, WAIT)
    expect(screen.getByLabelText('Proposed day rate (EUR)')).toHaveValue('900.00')
    expect(screen.getByRole('radio', { name: /The CV of my profile/ })).toBeChecked()
    await userEvent.clear(screen.getByLabelText('Proposed day rate (EUR)'))
    await userEvent.type(screen.getByLabelText('Proposed day rate (EUR)'), '12,5')
    await userEvent.click(send)
    expect(await screen.findByText('Write a cover message of at most 5000 characters')).toBeInTheDocument()
    expect(screen.getByText('Enter a day rate in euros, e.g. 850 or 850.50')).toBeInTheDocument()
    expect(posts(api)).toHaveLength(0)

    await userEvent.type(screen.getByLabelText('Cover message'), 'I moved three banks to the cloud.')
    await userEvent.clear(screen.getByLabelText('Proposed day rate (EUR)'))
    await userEvent.type(screen.getByLabelText('Proposed day rate (EUR)'), '850')
    await userEvent.click(send)
    expect(await screen.findByRole('heading', { name: 'History' }, WAIT)).toBeInTheDocument()
    const [, init] = posts(api)[0]!
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      cover_message: 'I moved three banks to the cloud.',
      day_rate: '850',
      available_from: '2025-06-01',
    })
  }, 20_000)

  it('refuses a new CV of the wrong kind at once, in French', async () => {
    await i18n.changeLanguage('fr')
    signInAs('Consultant')
    const api = mockApi({
      '/api/adds': [],
      '/api/network/jobs/42': jobFixture(),
      '/api/network/onboarding': onboarding({ cv: null }),
    })
    renderApp('/my-projects/applications/new/42')
    expect(await screen.findByRole('radio', { name: 'Un nouveau fichier' }, WAIT)).toBeChecked()
    expect(screen.getByRole('radio', { name: /Le CV de mon profil/ })).toBeDisabled()
    await userEvent.upload(
      screen.getByLabelText('Fichier du CV'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      { applyAccept: false },
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('Format de fichier non autorisé')
    expect(posts(api)).toHaveLength(0)
  }, 20_000)

  it('tells a consultant not approved yet why, with the way to their account', async () => {
    signInAs('Consultant')
    mockApi({
      '/api/adds': [],
      '/api/network/jobs/42': jobFixture(),
      '/api/network/onboarding': onboarding({ status: 'PENDING' }),
    })
    renderApp('/my-projects/applications/new/42')
    expect(
      await screen.findByText(
        'Your membership must be approved by our team first: you can do this once it is.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/my-account')
    expect(screen.queryByRole('button', { name: 'Send my application' })).not.toBeInTheDocument()
  }, 20_000)

  it('lists my applications and withdraws one only after the confirmation', async () => {
    signInAs('Consultant')
    const api = mockApi({
      '/api/adds': [],
      '/api/network/applications': { items: [applicationSummaryFixture()] },
      [APPLICATION_PATH]: APPLICATION,
      [`${APPLICATION_PATH}/withdraw`]: applicationFixture({ state: 'withdrawn' }),
    })
    const { router } = renderApp('/my-projects/applications')
    const list = await screen.findByRole('list', { name: 'My applications' }, WAIT)
    expect(within(list).getByText('Submitted')).toBeInTheDocument()
    await router.navigate(`/my-projects/applications/${APPLICATION.id}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }, WAIT))
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this application?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(posts(api)).toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the application' }))
    expect(await screen.findByText('Withdrawn', { selector: '.application-badge' })).toBeInTheDocument()
    expect(posts(api)[0]![0]).toContain('/withdraw')
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument()
  }, 20_000)

  it("shows the owner the project's applicants, shortlists one and rejects one with a message", async () => {
    signInAs('Client')
    const second = applicationSummaryFixture({
      id: '1c9f6c1e-5d3a-4c55-9a57-2f1e8d7c6b5b',
      state: 'shortlisted',
      consultant: {
        ...applicationSummaryFixture().consultant,
        user_id: 10,
        first_name: 'Lea',
        last_name: 'Roux',
      },
    })
    const api = mockApi({
      '/api/adds': [],
      '/api/network/projects/42': projectFixture({ id: 42, status: 'published', title: 'Cloud migration' }),
      '/api/network/projects/42/applications': { items: [applicationSummaryFixture(), second] },
      [`${APPLICATION_PATH}/shortlist`]: applicationFixture({ state: 'shortlisted' }),
      [`/api/network/applications/${second.id}/reject`]: applicationFixture({
        id: second.id,
        state: 'rejected',
      }),
    })
    renderApp('/my-projects/project-status/42')
    const list = await screen.findByRole('list', { name: 'Applicants' }, WAIT)
    const [alex, lea] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement]
    expect(alex).toHaveTextContent('Alex Durand')
    expect(alex).toHaveTextContent('Cloud architect')
    expect(alex).toHaveTextContent('€850.00 a day, from 2 June 2025')
    expect(within(alex).getByRole('link', { name: 'Download the CV' })).toHaveAttribute(
      'href',
      expect.stringContaining(`${APPLICATION_PATH}/cv`),
    )
    expect(within(lea).queryByRole('button', { name: 'Shortlist' })).not.toBeInTheDocument()
    await userEvent.click(within(alex).getByRole('button', { name: 'Shortlist' }))
    await waitFor(() => expect(posts(api)[0]![0]).toContain('/shortlist'))

    await userEvent.click(within(lea).getByRole('button', { name: 'Reject' }))
    const dialog = screen.getByRole('dialog', { name: 'Reject this applicant?' })
    await userEvent.type(
      within(dialog).getByLabelText('Message to the applicant (optional)'),
      'Profile too junior',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject the applicant' }))
    await waitFor(() => expect(posts(api)).toHaveLength(2))
    expect(JSON.parse(String((posts(api)[1]![1] as RequestInit).body))).toEqual({
      message: 'Profile too junior',
    })
  }, 20_000)

  it('tells a client that the jobs are for consultants', async () => {
    signInAs('Client')
    const api = mockApi({ '/api/adds': [] })
    renderApp('/my-projects/jobs')
    expect(await screen.findByText('This page is for consultants.', {}, WAIT)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Project status' })).toHaveAttribute(
      'href',
      '/my-projects/project-status',
    )
    expect(api.mock.calls.some(([url]) => String(url).includes('/api/network/jobs'))).toBe(false)
  }, 20_000)
})
