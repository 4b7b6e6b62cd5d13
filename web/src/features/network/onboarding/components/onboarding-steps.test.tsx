import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetToasts } from '../../../../components/ui/toast/toast-store.js'
import i18n from '../../../../lib/i18n.js'
import { clearSession } from '../../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../../testing/render-app.js'

const step = (name: string, done = false, required = true) => ({
  step: name,
  required,
  done,
  path: name === 'showcase' ? '/my-account/showcase' : `/my-account/${name}`,
})

/** A consultant's onboarding as the api answers it. */
const consultant = (overrides: Record<string, unknown> = {}) => ({
  status: 'ONBOARDING',
  review_reason: null,
  submitted_at: null,
  steps: [step('mobile-number'), step('expertise'), step('cv-upload')],
  missing: ['mobile-number', 'expertise', 'cv-upload'],
  remaining: ['mobile-number', 'expertise', 'cv-upload'],
  phone: null,
  company: null,
  expertise: null,
  cv: null,
  ...overrides,
})

const sent = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).includes(path) && init?.method && init.method !== 'GET',
  )

describe('onboarding steps', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    resetToasts()
    await i18n.changeLanguage('en')
    signInAs('Consultant')
  })
  afterEach(async () => {
    vi.unstubAllGlobals()
    await i18n.changeLanguage('en')
  })

  it('shows the progress, refuses a bad phone without saving, then saves and continues', async () => {
    const fetchMock = mockApi({
      '/api/adds': [],
      '/api/network/onboarding': consultant(),
      '/api/network/onboarding/mobile-number': (_url: URL, init?: RequestInit) =>
        Response.json({
          data: consultant({
            phone: (JSON.parse(String(init?.body)) as { phone: string }).phone,
            steps: [step('mobile-number', true), step('expertise'), step('cv-upload')],
            missing: ['expertise', 'cv-upload'],
          }),
        }),
    })
    const { router } = renderApp('/my-account/mobile-number')
    const progress = await screen.findByRole('navigation', { name: 'Onboarding steps' }, { timeout: 10_000 })
    expect(within(progress).getByText('0 of 3 steps done')).toBeInTheDocument()
    expect(within(progress).getByRole('link', { current: 'step' })).toHaveAttribute(
      'href',
      '/my-account/mobile-number',
    )
    expect(screen.getByText(/Still required: Mobile number, Expertise, CV/)).toBeInTheDocument()

    const phone = screen.getByLabelText('Mobile number')
    await userEvent.type(phone, '12')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('Enter a valid phone number with its country code (+33 6 12 34 56 78)'),
    ).toBeInTheDocument()
    expect(sent(fetchMock, '/mobile-number')).toEqual([])

    await userEvent.clear(phone)
    await userEvent.type(phone, '+33 6 12 34 56 78')
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/expertise'))
    expect(JSON.parse(String(sent(fetchMock, '/mobile-number')[0]?.[1]?.body))).toEqual({
      phone: '+33612345678',
    })
    // The step is required: no Skip; Back goes to the previous step.
    expect(await screen.findByRole('heading', { name: 'Your expertise' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/mobile-number'))
  }, 30_000)

  it('refuses a CV of the wrong type with the spec text, in French too', async () => {
    const fetchMock = mockApi({ '/api/adds': [], '/api/network/onboarding': consultant() })
    renderApp('/my-account/cv-upload')
    const input = await screen.findByLabelText('CV file')
    await userEvent.upload(input, new File(['MZ'], 'cv.exe', { type: 'application/x-msdownload' }), {
      applyAccept: false,
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'File format not allowed, allowed formats are : pdf, doc, docx',
    )
    expect(sent(fetchMock, '/api/network/onboarding/cv')).toEqual([])

    await i18n.changeLanguage('fr')
    await userEvent.upload(
      screen.getByLabelText('Fichier du CV'),
      new File([new Uint8Array(11 * 1024 * 1024)], 'cv.pdf', { type: 'application/pdf' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La taille du fichier ne doit pas dépasser 10 Mo',
    )
  }, 30_000)

  it('shows a chosen CV with its name, type and size', async () => {
    mockApi({ '/api/adds': [], '/api/network/onboarding': consultant() })
    renderApp('/my-account/cv-upload')
    await userEvent.upload(
      await screen.findByLabelText('CV file'),
      new File(['%PDF-1.4'], 'Ada-CV.pdf', { type: 'application/pdf' }),
    )
    expect(await screen.findByText('Chosen: Ada-CV.pdf, PDF, 8 bytes')).toBeInTheDocument()
  }, 20_000)

  it('submits once every required step is done, and then shows pending review', async () => {
    const done = consultant({
      steps: [step('mobile-number', true), step('expertise', true), step('cv-upload', true)],
      missing: [],
      remaining: [],
      phone: '+33612345678',
      cv: {
        file_name: 'cv.pdf',
        mime_type: 'application/pdf',
        size: 1200,
        uploaded_at: '2026-11-24T10:00:00Z',
      },
    })
    mockApi({
      '/api/adds': [],
      '/api/network/onboarding': done,
      '/api/network/onboarding/submit': { ...done, status: 'PENDING' },
    })
    renderApp('/my-account/cv-upload')
    expect(await screen.findByText('On file: cv.pdf (2 kB)')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Submit my application' }))
    expect(
      await screen.findByText('Pending review: an administrator is reviewing your application.'),
    ).toBeInTheDocument()
  }, 20_000)

  it('shows the reason of a rejection', async () => {
    mockApi({
      '/api/adds': [],
      '/api/network/onboarding': consultant({ status: 'REJECTED', review_reason: 'Add your latest mission' }),
    })
    renderApp('/my-account/mobile-number')
    expect(await screen.findByText('Reason: Add your latest mission')).toBeInTheDocument()
  }, 20_000)

  it("shows an admin's request for more information, and lets the member submit again", async () => {
    const sentBack = consultant({
      review_reason: 'Add your last two missions.',
      submitted_at: '2026-11-20T10:00:00Z',
      steps: [step('mobile-number', true), step('expertise', true), step('cv-upload', true)],
      missing: [],
      remaining: [],
    })
    mockApi({ '/api/adds': [], '/api/network/onboarding': sentBack })
    renderApp('/my-account/mobile-number')
    expect(
      await screen.findByText('An administrator asked for more information about your application:'),
    ).toBeInTheDocument()
    expect(screen.getByText('Add your last two missions.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Submit my application' })).toBeInTheDocument()
  }, 20_000)

  it("tells a member when a step is not their role's", async () => {
    mockApi({ '/api/adds': [], '/api/network/onboarding': consultant() })
    renderApp('/my-account/company')
    expect(await screen.findByText('This step is not part of your onboarding.')).toBeInTheDocument()
  }, 20_000)
})
