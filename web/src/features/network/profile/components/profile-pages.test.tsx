import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '../../../../lib/i18n.js'
import { clearSession } from '../../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../../testing/render-app.js'
import { profileFixture } from '../testing/profile-fixture.js'

const PROFILE = '/api/network/profile'

/** The /my-profile pages (issue 15): overview, role gate, list editing, inline validation, photo checks. */
describe('my profile', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    await i18n.changeLanguage('en')
  }, 20_000)
  afterEach(async () => {
    vi.unstubAllGlobals()
    await i18n.changeLanguage('en')
  }, 20_000)

  it('shows the completeness and a link to every section', async () => {
    signInAs('Consultant')
    mockApi({ '/api/adds': [], [PROFILE]: profileFixture() })
    renderApp('/my-profile')
    expect(await screen.findByText('25% complete', {}, { timeout: 10_000 })).toBeInTheDocument()
    const skills = screen
      .getAllByRole('link', { name: /Skills/ })
      .find((l) => l.className.includes('overview'))
    expect(skills).toHaveAttribute('href', '/my-profile/skills')
    expect(skills).toHaveTextContent('Filled')
    expect(
      screen.getAllByRole('link', { name: /Address/ }).find((l) => l.className.includes('overview')),
    ).toHaveTextContent('To fill')
  }, 20_000)

  it('says in French that the profile is not for a client', async () => {
    await i18n.changeLanguage('fr')
    signInAs('Client')
    const api = mockApi({ '/api/adds': [] })
    renderApp('/my-profile/skills')
    expect(await screen.findByText('Pas pour votre rôle', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Aller à mon compte' })).toHaveAttribute('href', '/my-account')
    expect(api.mock.calls.some(([url]) => String(url).includes(PROFILE))).toBe(false)
  }, 20_000)

  it('refuses an empty skill on the field and sends nothing', async () => {
    signInAs('Consultant')
    const api = mockApi({ '/api/adds': [], [PROFILE]: profileFixture() })
    renderApp('/my-profile/skills')
    await userEvent.click(await screen.findByRole('button', { name: 'Add a skill' }, { timeout: 10_000 }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('This field is required')).toBeInTheDocument()
    expect(screen.getByText('Choose a value from the list')).toBeInTheDocument()
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  }, 20_000)

  it('adds a skill and shows the saved list', async () => {
    signInAs('Consultant')
    const saved = profileFixture({
      skills: [
        ...profileFixture().skills,
        { id: '00000000-0000-4000-8000-000000000003', name: 'Rust', seniority: 'Middle' },
      ],
    })
    const api = mockApi({
      '/api/adds': [],
      [PROFILE]: profileFixture(),
      '/api/network/profile/skills': () => Response.json({ data: saved }),
    })
    renderApp('/my-profile/skills')
    await userEvent.click(await screen.findByRole('button', { name: 'Add a skill' }, { timeout: 10_000 }))
    await userEvent.type(screen.getByLabelText('Skill'), 'Rust')
    await userEvent.selectOptions(screen.getByLabelText('Seniority'), 'Middle')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Rust')).toBeInTheDocument()
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: 'Rust', seniority: 'Middle' })
  }, 20_000)

  it('moves an entry down with the keyboard: the new order goes to the api', async () => {
    signInAs('ExecPartner')
    const [ts, go] = profileFixture().skills
    const api = mockApi({
      '/api/adds': [],
      [PROFILE]: profileFixture(),
      '/api/network/profile/skills/order': () =>
        Response.json({ data: profileFixture({ skills: [go!, ts!] }) }),
    })
    renderApp('/my-profile/skills')
    const down = await screen.findByRole('button', { name: 'Move TypeScript down' }, { timeout: 10_000 })
    expect(screen.getByRole('button', { name: 'Move TypeScript up' })).toBeDisabled()
    down.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => {
      const items = within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem')
      expect(items[0]).toHaveTextContent('Go')
    })
    // The keyboard stays on the moved entry: now last, its "up" button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move TypeScript up' })).toHaveFocus())
    const put = api.mock.calls.find(([url]) => String(url).endsWith('/skills/order'))
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ ids: [go!.id, ts!.id] })
  }, 20_000)

  it('refuses a photo over 10 MB or of another type before sending it', async () => {
    signInAs('Consultant')
    mockApi({ '/api/adds': [], [PROFILE]: profileFixture() })
    renderApp('/my-profile/photo')
    const input = await screen.findByLabelText('Choose a photo', {}, { timeout: 10_000 })
    const big = new File([new Uint8Array(1)], 'me.png', { type: 'image/png' })
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 })
    await userEvent.upload(input, big)
    expect(await screen.findByRole('alert')).toHaveTextContent('File size should not exceed 10 MB')
    await userEvent.upload(input, new File(['%PDF'], 'me.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'File format not allowed, allowed formats are : jpg, jpeg, png, webp',
    )
  }, 20_000)
})
