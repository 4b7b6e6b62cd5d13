import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, renderApp, signInAs } from '../../../../testing/render-app.js'
import { publicationFixture, publicationsPage } from '../testing/site-admin-fixtures.js'
import {
  callsOf,
  FakeUpload,
  refusal,
  renderSiteAdmin,
  resetSiteAdminTest,
  WAIT,
  warmUpSiteAdmin,
} from '../testing/render-site-admin.js'

const user = () => userEvent.setup({ applyAccept: false })
const LIST = '/api/admin/site/publications'

/** The publications page: who may see it, the list, the form, the files, the preview, the history. */
describe('the publications admin', () => {
  beforeAll(warmUpSiteAdmin, 60_000)
  beforeEach(resetSiteAdminTest, 20_000)
  afterEach(resetSiteAdminTest, 20_000)

  it('is refused to a member and to an admin without the web-site group, without calling the api', async () => {
    signInAs('Client')
    const api = mockApi({ '/api/adds': [] })
    const { unmount } = renderApp('/admin-web-site/publications')
    expect(await screen.findByText('This page is not available to you', {}, WAIT)).toBeInTheDocument()
    unmount()

    await resetSiteAdminTest()
    const other = await renderSiteAdmin('/admin-web-site/publications', {}, { permissions: ['tokens'] })
    expect(await screen.findByText('This page is not available to you', {}, WAIT)).toBeInTheDocument()
    for (const fetchMock of [api, other.api])
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/admin/'))).toBe(false)
  }, 30_000)

  it('shows the menu and every publication, and publishes a draft from the list', async () => {
    let published = false
    const { api } = await renderSiteAdmin('/admin-web-site/publications', {
      [LIST]: () => Response.json({ data: publicationsPage([publicationFixture({ published })]) }),
      '/api/admin/site/publications/12/published': () => {
        published = true
        return Response.json({ data: publicationFixture({ published: true }) })
      },
    })
    expect(await screen.findByRole('heading', { level: 2, name: 'Publications' }, WAIT)).toBeInTheDocument()
    const menu = screen.getByRole('navigation', { name: 'Web-site administration' })
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/admin-web-site/publications',
      '/admin-web-site/ad-space',
      '/admin-web-site/references',
      '/admin-web-site/mail-outbox',
    ])
    const row = (await screen.findByText('Pricing outcomes')).closest('tr')!
    expect(row).toHaveTextContent('Draft')
    expect(row).toHaveTextContent('fees.pdf')
    await user().click(within(row).getByRole('button', { name: 'Publish Pricing outcomes' }))
    expect(await screen.findByText('“Pricing outcomes” is published.')).toBeInTheDocument()
    expect(callsOf(api, 'PUT')).toEqual([['/api/admin/site/publications/12/published', { published: true }]])
    expect(await within(row).findByRole('button', { name: 'Unpublish Pricing outcomes' })).toBeInTheDocument()
  }, 30_000)

  it('filters by state and words through the api', async () => {
    const { api } = await renderSiteAdmin('/admin-web-site/publications', {
      [LIST]: () => Response.json({ data: publicationsPage([publicationFixture()]) }),
    })
    await screen.findByText('Pricing outcomes', {}, WAIT)
    await user().click(screen.getByRole('button', { name: 'Drafts' }))
    await user().type(screen.getByRole('searchbox', { name: 'Words in the title or content' }), 'fees{Enter}')
    await waitFor(() =>
      expect(callsOf(api, 'GET').map(([path]) => path)).toContain(
        '/api/admin/site/publications?query=fees&state=draft&page=1&page_size=20',
      ),
    )
  }, 30_000)

  it('creates a draft from the form, refusing an empty title first, then opens it for its files', async () => {
    const created = publicationFixture({ id: 40, title_en: 'New thinking', file: null, history: [] })
    const { api, router } = await renderSiteAdmin('/admin-web-site/publications', {
      [LIST]: () => Response.json({ data: publicationsPage([]) }),
      '/api/admin/site/publications/40': { ...created },
    })
    await screen.findByText('No publication found.', {}, WAIT)
    await user().click(screen.getByRole('button', { name: 'New publication' }))
    const panel = await screen.findByRole('region', { name: 'Publication' })
    expect(within(panel).getByText(/can be added once the draft is created/)).toBeInTheDocument()
    await user().click(within(panel).getByRole('button', { name: 'Create the draft' }))
    expect(await within(panel).findByText('This field is required.')).toBeInTheDocument()
    expect(callsOf(api, 'POST')).toEqual([])

    api.mockImplementationOnce(async () => Response.json({ data: created }, { status: 201 }))
    await user().type(within(panel).getByLabelText('Title (English)'), 'New thinking')
    await user().type(within(panel).getByLabelText('Title (French)'), 'Nouvelle pensée')
    await user().click(within(panel).getByRole('button', { name: 'Create the draft' }))
    await waitFor(() => expect(router.state.location.search).toBe('?edit=40'))
    const [path, body] = callsOf(api, 'POST')[0]!
    expect(path).toBe(LIST)
    expect(body).toMatchObject({ title_en: 'New thinking', title_fr: 'Nouvelle pensée', content_fr: null })
    expect(await screen.findByLabelText('Downloadable file')).toBeInTheDocument()
    expect(screen.getByLabelText('Cover image')).toBeInTheDocument()
  }, 30_000)

  it('uploads a file with its progress, and shows the refusals on the field in the reader’s language', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload)
    FakeUpload.last = null
    await renderSiteAdmin('/admin-web-site/publications?edit=12', {
      [LIST]: () => Response.json({ data: publicationsPage([publicationFixture()]) }),
      '/api/admin/site/publications/12': publicationFixture({ file: null }),
    })
    const input = await screen.findByLabelText('Downloadable file', {}, WAIT)
    // Refused here, before sending: the same text as the server's.
    await user().upload(input, new File(['x'], 'tool.exe'))
    expect(
      await screen.findByText('This type of file is not accepted here: pdf, doc, docx, pptx, xlsx, txt.'),
    ).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(FakeUpload.last).toBeNull()

    await user().upload(input, new File(['%PDF'], 'fees.pdf', { type: 'application/pdf' }))
    expect(FakeUpload.last!.url).toMatch(/\/api\/admin\/site\/publications\/12\/file$/)
    expect(FakeUpload.last!.method).toBe('PUT')
    expect(screen.getByRole('progressbar', { name: 'Uploading downloadable file' })).toBeInTheDocument()
    act(() =>
      FakeUpload.last!.respond(415, {
        error: { code: 'SITE_FILE_TYPE', message: 'no', details: { accepted: 'pdf, doc' } },
      }),
    )
    expect(await screen.findByText('This type of file is not accepted here: pdf, doc.')).toBeInTheDocument()

    await user().upload(input, new File(['%PDF'], 'fees.pdf', { type: 'application/pdf' }))
    act(() =>
      FakeUpload.last!.respond(413, {
        error: { code: 'SITE_FILE_TOO_LARGE', message: 'no', details: { max: '10 MB' } },
      }),
    )
    expect(await screen.findByText('The file is too large: 10 MB at most.')).toBeInTheDocument()

    await user().upload(input, new File(['%PDF'], 'fees.pdf', { type: 'application/pdf' }))
    act(() => FakeUpload.last!.respond(200, { data: publicationFixture() }))
    expect(await screen.findByRole('link', { name: 'fees.pdf' })).toHaveAttribute(
      'href',
      '/api/storage/site/publications/files/abc.pdf',
    )
    expect(screen.queryByText(/not accepted here/)).not.toBeInTheDocument()
  }, 30_000)

  it('previews the publication as typed, in English and in French, and shows its history', async () => {
    await renderSiteAdmin('/admin-web-site/publications?edit=12', {
      [LIST]: () => Response.json({ data: publicationsPage([publicationFixture()]) }),
      '/api/admin/site/publications/12': publicationFixture(),
    })
    const preview = await screen.findByRole('region', { name: 'Preview' }, WAIT)
    expect(await within(preview).findByRole('heading', { name: 'Pricing outcomes' })).toBeInTheDocument()
    expect(within(preview).getByRole('link', { name: /Download here/ })).toBeInTheDocument()
    await user().click(within(preview).getByRole('button', { name: 'French' }))
    expect(await within(preview).findByRole('heading', { name: 'Tarifer les résultats' })).toBeInTheDocument()
    expect(within(preview).getByRole('link', { name: /Télécharger ici/ })).toBeInTheDocument()
    // The page around it stays in English.
    expect(screen.getByRole('heading', { level: 2, name: 'Publications' })).toBeInTheDocument()
    const title = screen.getByLabelText('Title (French)')
    await user().clear(title)
    await user().type(title, 'Le prix des résultats')
    expect(await within(preview).findByRole('heading', { name: 'Le prix des résultats' })).toBeInTheDocument()

    const history = screen.getByRole('region', { name: 'History' })
    expect(within(history).getByText('Edited')).toBeInTheDocument()
    expect(within(history).getByText('Title (English): Old title → Pricing outcomes')).toBeInTheDocument()
    expect(within(history).getAllByText(/by Wendy Webmaster/)).toHaveLength(2)
  }, 30_000)

  it('deletes a publication after asking, and closes its panel', async () => {
    const { api, router } = await renderSiteAdmin('/admin-web-site/publications?edit=12', {
      [LIST]: () => Response.json({ data: publicationsPage([publicationFixture()]) }),
      '/api/admin/site/publications/12': (_url: URL, init?: RequestInit) =>
        init?.method === 'DELETE'
          ? new Response(null, { status: 204 })
          : Response.json({ data: publicationFixture() }),
    })
    await user().click(await screen.findByRole('button', { name: 'Delete Pricing outcomes' }, WAIT))
    const dialog = screen.getByRole('dialog', { name: 'Delete for good?' })
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(callsOf(api, 'DELETE')).toEqual([])
    await user().click(screen.getByRole('button', { name: 'Delete Pricing outcomes' }))
    await user().click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(callsOf(api, 'DELETE')).toEqual([['/api/admin/site/publications/12', undefined]]),
    )
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(await screen.findByText('“Pricing outcomes” deleted.')).toBeInTheDocument()
  }, 30_000)

  it('reads in French', async () => {
    await renderSiteAdmin(
      '/admin-web-site/publications',
      { [LIST]: () => Response.json({ data: publicationsPage([publicationFixture()]) }) },
      { language: 'fr' },
    )
    expect(await screen.findByRole('heading', { level: 2, name: 'Publications' }, WAIT)).toBeInTheDocument()
    expect(await screen.findByText('Brouillon')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Nouvelle publication' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Administration du site' })).toBeInTheDocument()
  }, 30_000)

  it('answers a refusal of the api on save with a toast', async () => {
    await renderSiteAdmin('/admin-web-site/publications?edit=12', {
      [LIST]: () => Response.json({ data: publicationsPage([publicationFixture()]) }),
      '/api/admin/site/publications/12': (_url: URL, init?: RequestInit) =>
        init?.method === 'PUT'
          ? refusal(404, 'PUBLICATION_NOT_FOUND')
          : Response.json({ data: publicationFixture() }),
    })
    await user().click(await screen.findByRole('button', { name: 'Save' }, WAIT))
    expect(await screen.findByText('Publication not found')).toBeInTheDocument()
  }, 30_000)
})
