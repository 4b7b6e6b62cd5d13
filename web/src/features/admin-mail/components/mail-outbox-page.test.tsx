import type { MailOutboxMail, MailOutboxPage } from '@iqs/protocol'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '../../../lib/i18n.js'
import { clearSession } from '../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../testing/render-app.js'

const URL_PATH = '/admin-web-site/mail-outbox'

function mail(id: number, overrides: Partial<MailOutboxMail> = {}): MailOutboxMail {
  return {
    id,
    to: `reader-${id}@example.com`,
    subject: `Reset your IQS password ${id}`,
    language: 'en',
    created_at: '2026-11-24T10:00:00.000Z',
    text: `Open this link ${id}`,
    html: `<p>Hello <script>parent.pwned = true</script><b>${id}</b></p>`,
    ...overrides,
  }
}

function outbox(items: MailOutboxMail[], overrides: Partial<MailOutboxPage> = {}): MailOutboxPage {
  return {
    items: items.map(({ id, to, subject, language, created_at }) => ({
      id,
      to,
      subject,
      language,
      created_at,
    })),
    total: items.length,
    page: 1,
    page_size: 20,
    page_count: items.length ? 1 : 0,
    delivery: 'outbox',
    ...overrides,
  }
}

afterEach(async () => {
  clearSession()
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
})

describe('the mail outbox page', () => {
  it('lists the mails and shows one in a frame with no permission, or as text', async () => {
    signInAs('Admin')
    const mails = [mail(2), mail(1, { language: 'fr', subject: 'Réinitialisez votre mot de passe IQS' })]
    mockApi({
      '/api/admin/mail-outbox': outbox(mails),
      '/api/admin/mail-outbox/2': mails[0],
    })
    const { container } = renderApp(URL_PATH)
    const table = await screen.findByRole('table', { name: 'E-mails in the outbox, newest first' })
    expect(within(table).getByText('reader-2@example.com')).toBeInTheDocument()
    expect(within(table).getByText('French')).toBeInTheDocument()
    expect(screen.getByText(/listed here only when no SMTP server is configured/)).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Show the e-mail “Reset your IQS password 2”' }))
    const frame = await screen.findByTitle('The HTML of the e-mail “Reset your IQS password 2”')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.getAttribute('sandbox')).toBe('')
    expect(frame.getAttribute('srcdoc')).toBe(mails[0]!.html)
    // The mail's markup stays inside the frame: nothing of it is in the page itself.
    expect(container.querySelector('script')).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Text' }))
    expect(screen.getByText('Open this link 2')).toBeInTheDocument()
    expect(screen.queryByTitle(/The HTML of the e-mail/)).toBeNull()
  })

  it('says when the outbox is empty, in French too', async () => {
    signInAs('Admin')
    await i18n.changeLanguage('fr')
    mockApi({ '/api/admin/mail-outbox': outbox([]) })
    renderApp(URL_PATH)
    expect(await screen.findByText("Aucun e-mail dans la boîte d'envoi pour l'instant.")).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: "Boîte d'envoi des e-mails" })).toBeInTheDocument()
  })

  it('says when SMTP is configured and new mails are not kept', async () => {
    signInAs('Admin')
    mockApi({ '/api/admin/mail-outbox': outbox([], { delivery: 'smtp' }) })
    renderApp(URL_PATH)
    expect(await screen.findByText(/An SMTP server is configured/)).toBeInTheDocument()
  })

  it('says when the outbox cannot be loaded', async () => {
    signInAs('Admin')
    mockApi({
      '/api/admin/mail-outbox': () =>
        Response.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 }),
    })
    renderApp(URL_PATH)
    expect(
      await screen.findByText('Error: unable to load the outbox.', {}, { timeout: 5000 }),
    ).toHaveAttribute('role', 'alert')
  })

  it('asks for the next page', async () => {
    signInAs('Admin')
    const fetchMock = mockApi({
      '/api/admin/mail-outbox': (url: URL) =>
        Response.json({
          data: outbox([mail(url.searchParams.get('page') === '2' ? 1 : 21)], {
            total: 21,
            page: Number(url.searchParams.get('page')),
            page_count: 2,
          }),
        }),
    })
    renderApp(URL_PATH)
    await screen.findByText('reader-21@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('reader-1@example.com')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('page=2'))).toBe(true)
  })

  it('tells a member the page is for administrators, without asking the api', async () => {
    signInAs('Consultant')
    const fetchMock = mockApi({})
    renderApp(URL_PATH)
    expect(
      await screen.findByRole('heading', { name: 'This page is not available to you' }),
    ).toBeInTheDocument()
    expect(screen.getByText('This area is reserved for administrators.')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('mail-outbox'))).toBe(false)
  })
})
