import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetToasts } from '../../components/ui/toast/toast-store.js'
import i18n from '../../lib/i18n.js'
import { clearSession } from '../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../testing/render-app.js'

const PROJECT = {
  id: 3,
  title: 'Core banking migration lead',
  sector: 'banking',
  domain: 'digital-transformation',
  city: 'Paris',
  remote: false,
  duration_days: 180,
  experience: 'Lead',
  description: 'Steer the migration waves.',
  bonus_percent: 15,
  malus_percent: 5,
  contact: null,
  published_at: '2025-05-20T09:00:00.000Z',
}
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, page_size: 10, page_count: 1 })
const filters = { sectors: ['banking'], domains: [], cities: ['Paris'], experiences: ['Lead'], contacts: [] }

describe('public pages', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    resetToasts()
    await i18n.changeLanguage('en')
  })
  afterEach(() => vi.unstubAllGlobals())

  it('shows the loading, empty and error states of the projects in French', async () => {
    await i18n.changeLanguage('fr')
    let answer: () => Response | Promise<Response> = () => new Promise(() => {})
    mockApi({ '/api/adds': [], '/api/projects/filters': filters, '/api/projects': () => answer() })
    const first = renderApp('/other-public/projects')
    expect(await within(await screen.findByRole('main')).findByText('Chargement...')).toBeInTheDocument()
    first.unmount()

    answer = () => Response.json({ data: page([]) })
    const second = renderApp('/other-public/projects')
    expect(
      await screen.findByText('Aucun projet trouvé. Essayez de modifier vos critères de recherche.'),
    ).toBeInTheDocument()
    expect(screen.getByPlaceholderText('Rechercher un projet')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Chercher' })).toBeInTheDocument()
    second.unmount()

    vi.spyOn(console, 'error').mockImplementation(() => {})
    answer = () => Response.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 })
    renderApp('/other-public/projects')
    expect(
      await screen.findByText('Erreur : Impossible de charger les projets', {}, { timeout: 4000 }),
    ).toBeInTheDocument()
  })

  it('searches and filters projects through the address and shows missing fields as placeholders', async () => {
    const fetchMock = mockApi({
      '/api/adds': [],
      '/api/projects/filters': filters,
      '/api/projects': () => Response.json({ data: page([PROJECT]) }),
    })
    const { router } = renderApp('/other-public/projects')
    expect(await screen.findByRole('link', { name: 'Core banking migration lead' })).toHaveAttribute(
      'href',
      '/other-public/projects/3',
    )
    expect(screen.getByText('Contact not provided')).toBeInTheDocument()
    await userEvent.type(screen.getByPlaceholderText('Search for a project'), 'core')
    const board = screen.getByRole('search', { name: 'Search the projects' })
    await userEvent.click(within(board).getByRole('button', { name: 'Search' }))
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Sector' }), 'banking')
    await waitFor(() => expect(router.state.location.search).toBe('?query=core&sector=banking'))
    const last = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost')
    expect(Object.fromEntries(last.searchParams)).toMatchObject({
      query: 'core',
      sector: 'banking',
      page: '1',
    })
  })

  it('sends a guest who applies for a role to registration, and a consultant to the application', async () => {
    mockApi({ '/api/adds': [], '/api/projects/3': PROJECT })
    const guest = renderApp('/other-public/projects/3')
    expect(await screen.findByRole('link', { name: 'Apply for this role' })).toHaveAttribute(
      'href',
      '/my-account/register',
    )
    guest.unmount()
    signInAs('Consultant')
    renderApp('/other-public/projects/3')
    expect(await screen.findByRole('link', { name: 'Apply for this role' })).toHaveAttribute(
      'href',
      '/my-projects/applications/new/3',
    )
  })

  it('lists publications with their download link', async () => {
    await i18n.changeLanguage('fr')
    mockApi({
      '/api/adds': [],
      '/api/publications': page([
        {
          id: 4,
          title: 'Les success fees',
          content: 'Texte',
          published_at: '2025-05-02T08:00:00.000Z',
          file: {
            name: 'fees.pdf',
            content_type: 'application/pdf',
            size: 2048,
            url: '/api/publications/4/file',
          },
        },
        { id: 5, title: null, content: null, published_at: null, file: null },
      ]),
    })
    renderApp('/other-public/publications')
    const download = await screen.findByRole('link', { name: /Télécharger ici/ })
    expect(download).toHaveAttribute('href', '/api/publications/4/file')
    expect(screen.getByText('Titre non renseigné')).toBeInTheDocument()
    expect(screen.getByText('Date non renseignée')).toBeInTheDocument()
  })

  it("shows the leaders' empty text of a group in French", async () => {
    await i18n.changeLanguage('fr')
    mockApi({ '/api/adds': [], '/api/leaders/groups': [{ value: 'banking', count: 0 }], '/api/leaders': [] })
    renderApp('/our-leaders/sector')
    expect(await screen.findByText('Aucun Partenaire Exécutif trouvé pour ce secteur')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Banque/ })).toHaveAttribute('aria-pressed', 'true')
  })

  it("shows the leaders' error text when the sectors cannot load", async () => {
    await i18n.changeLanguage('fr')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    mockApi({ '/api/adds': [], '/api/leaders/groups': () => Response.json({}, { status: 500 }) })
    renderApp('/our-leaders/sector')
    expect(
      await screen.findByText(
        'Erreur : Impossible de charger les secteurs associés aux Partenaires Exécutifs',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument()
  })

  it('has the Apply to join button on the join pages', async () => {
    mockApi({ '/api/adds': [] })
    renderApp('/about-us/exec-partners')
    const buttons = await screen.findAllByRole('link', { name: 'Apply to join' })
    expect(buttons[0]).toHaveAttribute('href', '/my-account/register')
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(6)
  })

  it('checks the contact form, sends it and acknowledges it', async () => {
    const fetchMock = mockApi({
      '/api/adds': [],
      '/api/contact': () =>
        Response.json({ data: { id: 42, received_at: '2025-01-01T00:00:00Z' } }, { status: 201 }),
    })
    renderApp('/other-public/contact-us')
    await userEvent.click(await screen.findByRole('button', { name: 'Send the message' }))
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/contact'))).toBe(false)
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada Lovelace')
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ada@example.com')
    await userEvent.type(screen.getByLabelText('Subject'), 'A project')
    await userEvent.type(screen.getByLabelText('Message'), 'We would like to talk about data.')
    await userEvent.click(screen.getByRole('button', { name: 'Send the message' }))
    expect(await screen.findByText(/reference #42/)).toBeInTheDocument()
    expect(screen.getByText('Thank you, your message has been sent.')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: /Map of our offices/ })).toBeInTheDocument()
  })

  it('subscribes to the newsletter from the footer and refuses a bad address', async () => {
    mockApi({
      '/api/adds': [],
      '/api/newsletter': () =>
        Response.json({ data: { email: 'a@b.co', already_subscribed: false } }, { status: 201 }),
    })
    renderApp('/about-us/services')
    const box = await screen.findByLabelText('Newsletter')
    await userEvent.type(box, 'nope')
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument()
    await userEvent.clear(box)
    await userEvent.type(box, 'a@b.co')
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Thank you! You are subscribed to our newsletter.')).toBeInTheDocument()
  })
})
