import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '../../lib/i18n.js'
import { clearSession } from '../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../testing/render-app.js'
import { setViewportWidth } from '../../testing/viewport.js'

const AD = {
  id: 1,
  title: 'Grow your revenue 2x to 3x',
  description: 'x'.repeat(75) + 'ABCDEFGHIJ',
  image_link: 'ads/one.svg',
  add_link: '/about-us/exec-partners',
}

describe('the site shell', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    await i18n.changeLanguage('en')
    mockApi({ '/api/adds': [AD] })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('shows a guest the public links, sign in and register, and no token section', async () => {
    renderApp('/about-us/services')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(links).toEqual([
      '/my-account',
      '/about-us',
      '/our-leaders',
      '/other-public/projects',
      '/other-public/publications',
      '/other-public/contact-us',
    ])
    expect(screen.queryByRole('group', { name: 'IQS tokens' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/my-account/sign-in')
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/my-account/register')
  })

  it.each([
    ['IQStem', ['/my-account', '/my-iqstem'], ['/my-iqs-tokens']],
    ['Client', ['/my-account', '/my-projects'], []],
    ['Consultant', ['/my-account', '/my-profile', '/my-projects', '/my-iqstem'], ['/my-iqs-tokens']],
    ['ExecPartner', ['/my-account', '/my-profile', '/my-projects', '/my-iqstem'], ['/my-iqs-tokens']],
    [
      'Admin',
      [
        '/admin-projects',
        '/admin-exec-partners',
        '/admin-consultants',
        '/admin-iqstem',
        '/admin-clients',
        '/admin-web-site',
        // Beyond the spec's table (issue 18): the admins' groups, for an admin holding `admins`.
        '/admin-access',
      ],
      ['/iqs-tokens'],
    ],
  ] as const)('shows a signed-in %s the links of the spec table', async (role, main, tokens) => {
    signInAs(role)
    renderApp('/about-us/services')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    // An admin's links come with its groups (`/api/me`).
    await within(nav).findByRole('link', { name: role === 'Admin' ? 'Web site' : 'My account' })
    const tokenSection = within(nav).queryByRole('group', { name: 'IQS tokens' })
    const all = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    const inTokens = tokenSection
      ? within(tokenSection)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href'))
      : []
    expect(inTokens).toEqual(tokens)
    expect(all.filter((href) => !inTokens.includes(href))).toEqual(main)
  })

  it('shows a signed-in user their name (to /my-account) and logs them out', async () => {
    signInAs('Consultant', 'Camille', 'Martin')
    mockApi({
      '/api/adds': [AD],
      '/api/logout': () => Response.json({ data: {} }),
    })
    const { router } = renderApp('/other-public/contact-us')
    const name = await screen.findByRole('link', { name: /Camille Martin/ })
    expect(name).toHaveAttribute('href', '/my-account')
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }))
    expect(await screen.findByText('Successfully disconnected !')).toBeInTheDocument()
    // The sign-in page loads lazily: the location changes once its code is there.
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/sign-in/disconnected'))
    expect(localStorage.getItem('userId')).toBeNull()
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('sends a guest on a signed-in-only page to sign in, and to the disconnected page after a logout', async () => {
    signInAs('Consultant', 'Camille', 'Martin')
    const first = renderApp('/my-account/preferences')
    await screen.findByText('Your account, language and security settings.')
    // What the logout does while this page is still on screen (React renders the next one in a transition).
    clearSession(localStorage, { byLogout: true })
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/my-account/sign-in/disconnected'))
    first.unmount()
    // Only the user's own logout: a session that ends otherwise (expired) is sent to sign in.
    signInAs('Consultant', 'Camille', 'Martin')
    const second = renderApp('/my-account/preferences')
    await screen.findByText('Your account, language and security settings.')
    clearSession()
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/my-account/sign-in'))
  })

  it('submits the search box to the search page, and clears it', async () => {
    mockApi({
      '/api/adds': [AD],
      '/api/search': (url: URL) =>
        Response.json({
          data: {
            query: url.searchParams.get('query'),
            projects: { items: [], total: 0 },
            publications: { items: [], total: 0 },
            leaders: { items: [], total: 0 },
          },
        }),
    })
    const { router } = renderApp('/about-us/services')
    const box = await screen.findByRole('searchbox', { name: 'Search the site' })
    await userEvent.type(box, 'data governance')
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }))
    expect(box).toHaveValue('')
    await userEvent.type(box, 'cloud & data')
    await userEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/other-public/search'))
    expect(router.state.location.search).toBe('?query=cloud%20%26%20data')
    expect(await screen.findByText('Nothing found for “cloud & data”. Try other words.')).toBeInTheDocument()
  })

  it('cuts ad descriptions at 80 characters plus an ellipsis and serves images from the storage path', async () => {
    renderApp('/about-us/services')
    const ads = await screen.findByRole('region', { name: 'Featured' })
    expect(await within(ads).findByText('x'.repeat(75) + 'ABCDE...')).toBeInTheDocument()
    expect(within(ads).getByRole('link', { name: /Grow your revenue/ })).toHaveAttribute(
      'href',
      '/about-us/exec-partners',
    )
    expect(ads.querySelector('img')).toHaveAttribute('src', '/api/storage/ads/one.svg')
  })

  it("says 'Failed to fetch adds' when the ads cannot be loaded, and does not retry", async () => {
    const fetchMock = mockApi({
      '/api/adds': () => Response.json({ error: { code: 'X', message: 'down' } }, { status: 500 }),
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderApp('/about-us/services')
    expect(await screen.findByText('Failed to fetch adds')).toBeInTheDocument()
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/adds'))).toHaveLength(1)
  })

  it('at 1750 px and wider puts the title in the header and the menu and ads in a left column', async () => {
    setViewportWidth(1800)
    renderApp('/about-us/services')
    const banner = await screen.findByRole('banner')
    expect(await within(banner).findByRole('heading', { level: 1, name: 'Our services' })).toBeInTheDocument()
    const side = screen.getAllByRole('complementary', { name: 'Menu and ads' })
    expect(side).toHaveLength(1)
    expect(within(side[0]!).getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    expect(within(side[0]!).getByRole('region', { name: 'Featured' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument()
  })

  it('below 1750 px keeps the title in the main content and the ads under it', async () => {
    setViewportWidth(1200)
    renderApp('/about-us/services')
    const main = await screen.findByRole('main')
    expect(await within(main).findByRole('heading', { level: 1, name: 'Our services' })).toBeInTheDocument()
    const ads = screen.getByRole('complementary', { name: 'Menu and ads' })
    expect(main.compareDocumentPosition(ads) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  })

  it('below 1100 px puts the menu in a drawer', async () => {
    setViewportWidth(800)
    renderApp('/about-us/services')
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }))
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1)
    const drawer = screen.getByRole('dialog', { name: 'Menu' })
    await userEvent.click(within(drawer).getByRole('link', { name: 'Projects' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('switches to French, saves the choice, and translates the shell', async () => {
    renderApp('/about-us/services')
    await userEvent.click(await screen.findByRole('button', { name: 'Français' }))
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Nos services' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true')
    expect(localStorage.getItem('language')).toBe('fr')
    expect(localStorage.getItem('i18nextLng')).toBe('fr')
    expect(document.cookie).toContain('i18next=fr')
    expect(document.documentElement.lang).toBe('fr')
  })

  it('redirects the register chooser spellings and the index routes', async () => {
    for (const [from, to] of [
      ['/aboutus/execpartners', '/about-us/exec-partners'],
      ['/aboutus/iqstem', '/about-us/iqstem'],
      ['/about-us', '/about-us/services'],
      ['/our-leaders', '/our-leaders/sector'],
      ['/other-public', '/other-public/home'],
      ['/my-account', '/my-account/sign-in'],
      ['/iqs-tokens', '/iqs-tokens/white-list'],
      ['/admin-web-site', '/admin-web-site/publications'],
      ['/my-account/showcase', '/my-account/showcase/headline'],
    ]) {
      const { router, unmount } = renderApp(from!)
      await waitFor(() => expect(router.state.location.pathname).toBe(to))
      unmount()
    }
  })
})
