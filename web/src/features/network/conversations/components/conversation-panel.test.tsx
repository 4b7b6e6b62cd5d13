import type { MessagePage } from '@iqs/protocol'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetToasts } from '../../../../components/ui/toast/toast-store.js'
import i18n from '../../../../lib/i18n.js'
import { clearSession } from '../../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../../testing/render-app.js'
import { applicationFixture } from '../../applications/testing/application-fixture.js'
import { conversationFixture, messageFixture, messagePageFixture } from '../testing/message-fixture.js'

const WAIT = { timeout: 10_000 }
const APPLICATION = applicationFixture()
const MESSAGES = `/api/network/applications/${APPLICATION.id}/messages`

const calls = (api: ReturnType<typeof mockApi>, path: string) =>
  api.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path)

/** The conversation on the consultant's application page, and the header's badge (issue 16, messages). */
describe('the conversation of an application', () => {
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

  it('shows the thread, marks it read once shown, and sends a message', async () => {
    signInAs('Consultant')
    const incoming = messageFixture({
      seq: 1,
      body: 'Can we talk on Monday?\nAt 10.',
      attachments: [
        {
          n: 1,
          file_name: 'brief.pdf',
          mime_type: 'application/pdf',
          size: 2048,
          url: `${MESSAGES}/m/attachments/1`,
        },
      ],
    })
    let page: MessagePage = messagePageFixture([incoming], { unread: 1 })
    const api = mockApi({
      '/api/adds': [],
      [`/api/network/applications/${APPLICATION.id}`]: APPLICATION,
      [MESSAGES]: (_url: URL, init?: RequestInit) => {
        if (init?.method === 'POST') {
          const sent = JSON.parse(String(init.body)) as { body: string }
          page = messagePageFixture(
            [
              incoming,
              messageFixture({
                id: 'mine',
                seq: 2,
                mine: true,
                body: sent.body,
                sender: { user_id: 7, part: 'applicant', name: 'Camille Martin' },
              }),
            ],
            { unread: 0 },
          )
          return Response.json({ data: page }, { status: 201 })
        }
        return Response.json({ data: page })
      },
      [`${MESSAGES}/read`]: () => {
        page = { ...page, unread: 0 }
        return Response.json({ data: page })
      },
    })
    renderApp(`/my-projects/applications/${APPLICATION.id}`)
    const thread = await screen.findByRole('list', { name: 'Conversation' }, WAIT)
    expect(within(thread).getByText(/Can we talk on Monday\?/)).toHaveTextContent(
      'Can we talk on Monday? At 10.',
    )
    expect(within(thread).getByText('Marie Curie')).toBeInTheDocument()
    expect(within(thread).getByRole('link', { name: 'brief.pdf' })).toHaveAttribute(
      'href',
      expect.stringContaining(`${MESSAGES}/m/attachments/1`),
    )
    await waitFor(() => expect(calls(api, `${MESSAGES}/read`)).toHaveLength(1))

    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Write a message.')).toBeInTheDocument()
    expect(calls(api, MESSAGES).some(([, init]) => init?.method === 'POST')).toBe(false)

    await userEvent.type(screen.getByLabelText('Your message'), '  Monday works.  ')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    const post = await waitFor(() => {
      const found = calls(api, MESSAGES).find(([, init]) => init?.method === 'POST')
      expect(found).toBeDefined()
      return found!
    })
    expect(post[1]?.body).toBe(JSON.stringify({ body: 'Monday works.' }))
    expect(await within(thread).findByText('Monday works.', {}, WAIT)).toBeInTheDocument()
    expect(screen.getByText('Message sent.')).toBeInTheDocument()
    expect(screen.getByLabelText('Your message')).toHaveValue('')
    // Still one mark: the read answer had no unread left.
    expect(calls(api, `${MESSAGES}/read`)).toHaveLength(1)
  }, 30_000)

  it("refuses a wrong file at once, and shows the api's refusal in French", async () => {
    await i18n.changeLanguage('fr')
    signInAs('Consultant')
    mockApi({
      '/api/adds': [],
      [`/api/network/applications/${APPLICATION.id}`]: APPLICATION,
      [MESSAGES]: (_url: URL, init?: RequestInit) =>
        init?.method === 'POST'
          ? Response.json(
              { error: { code: 'MESSAGE_ATTACHMENT_FORMAT', message: 'File format not allowed' } },
              { status: 415 },
            )
          : Response.json({ data: messagePageFixture([]) }),
    })
    renderApp(`/my-projects/applications/${APPLICATION.id}`)
    expect(
      await screen.findByText("Aucun message pour l'instant. Écrivez le premier.", {}, WAIT),
    ).toBeInTheDocument()
    const input = screen.getByLabelText('Joindre des fichiers')
    // As a browser lets one do ("all files"): the composer checks what the `accept` hint did not stop.
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(input, new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' }))
    expect(
      screen.getByText('tool.exe : les formats autorisés sont PDF, DOC, DOCX, XLSX, PNG et JPEG.'),
    ).toBeInTheDocument()
    await user.upload(input, new File(['%PDF-1.4'], 'faux.pdf', { type: 'application/pdf' }))
    expect(screen.getByRole('list', { name: 'Fichiers à envoyer' })).toHaveTextContent('faux.pdf')
    await userEvent.type(screen.getByLabelText('Votre message'), 'Voici le fichier')
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }))
    expect(
      await screen.findByText(
        'Format de fichier non autorisé, formats autorisés : pdf, doc, docx, xlsx, png, jpg.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument()
  }, 30_000)

  it('says when a closed conversation stops, and offers no composer once it has', async () => {
    signInAs('Consultant')
    mockApi({
      '/api/adds': [],
      [`/api/network/applications/${APPLICATION.id}`]: APPLICATION,
      [MESSAGES]: messagePageFixture([messageFixture()], { can_write: false, unread: 0 }),
    })
    renderApp(`/my-projects/applications/${APPLICATION.id}`)
    expect(
      await screen.findByText('This conversation no longer takes new messages.', {}, WAIT),
    ).toBeInTheDocument()
    expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument()
  }, 30_000)

  it('counts unread messages in the header and opens my conversations', async () => {
    signInAs('Client')
    mockApi({
      '/api/adds': [],
      '/api/network/conversations/unread': { unread: 3 },
      '/api/network/conversations': {
        items: [
          conversationFixture({
            my_part: 'owner',
            link: '/my-projects/project-status/42#applicant-x',
            unread: 3,
          }),
        ],
        total: 1,
        page: 1,
        page_size: 10,
        page_count: 1,
      },
    })
    renderApp('/my-account/preferences')
    const badge = await screen.findByRole('button', { name: 'Messages, 3 unread' }, WAIT)
    await userEvent.click(badge)
    const list = await screen.findByRole('list', { name: 'Latest conversations' }, WAIT)
    const link = within(list).getByRole('link')
    expect(link).toHaveAttribute('href', '/my-projects/project-status/42#applicant-x')
    expect(link).toHaveTextContent('Cloud migration')
    expect(link).toHaveTextContent('Marie Curie')
    expect(link).toHaveTextContent('3 unread')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('list', { name: 'Latest conversations' })).not.toBeInTheDocument()
  }, 30_000)

  it('shows no badge to an admin', async () => {
    signInAs('Admin')
    const api = mockApi({ '/api/adds': [] })
    renderApp('/my-account/preferences')
    await screen.findByRole('button', { name: /Notifications/ }, WAIT)
    expect(screen.queryByRole('button', { name: /^Messages/ })).not.toBeInTheDocument()
    expect(calls(api, '/api/network/conversations/unread')).toHaveLength(0)
  }, 30_000)
})
