import { ADMIN_PERMISSIONS, type AdminPermission } from '@iqs/protocol'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { clearSession } from '../../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../../testing/render-app.js'

const WAIT = { timeout: 10_000 }

const me = (permissions: readonly AdminPermission[]) => ({
  user: {
    id: 7,
    email: 'camille@example.com',
    user_type: 'Admin',
    first_name: 'Camille',
    last_name: 'Martin',
  },
  totpActivated: false,
  language: 'en',
  admin_permissions: permissions,
})

const wendy = { user_id: 12, email: 'wendy@iqs.demo', first_name: 'Wendy', last_name: 'Webmaster' }

describe('admin groups in the web app', () => {
  afterEach(() => clearSession())

  it("shows an admin only the header links of the groups they hold, and refuses the others' pages", async () => {
    signInAs('Admin')
    const api = mockApi({ '/api/adds': [], '/api/me': me(['web_site']) })
    renderApp('/iqs-tokens/white-list')
    expect(await screen.findByText(/does not hold the “IQS tokens” permission/, {}, WAIT)).toBeInTheDocument()
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!
    expect(within(nav).getByRole('link', { name: 'Web site' })).toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: 'Projects' })).not.toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: 'IQS tokens' })).not.toBeInTheDocument()
    expect(api.mock.calls.some(([url]) => String(url).includes('/api/admin/iqs/'))).toBe(false)
  })

  it("sets an admin's groups and shows who changed them", async () => {
    signInAs('Admin')
    let saved: unknown
    mockApi({
      '/api/adds': [],
      '/api/admin/admins': { items: [{ ...wendy, permissions: ['web_site'] }] },
      '/api/admin/admins/12/permissions': async (_url: URL, init?: RequestInit) => {
        saved = JSON.parse(String(init?.body))
        return Response.json({ data: { ...wendy, permissions: ['projects', 'web_site'], history: [] } })
      },
      '/api/admin/admins/12': {
        ...wendy,
        permissions: ['projects', 'web_site'],
        history: [
          {
            id: 1,
            action: 'set_permissions',
            at: '2026-11-20T10:00:00.000Z',
            admin: { user_id: 7, name: 'Camille Martin' },
            changes: { granted: ['projects'], revoked: [] },
          },
        ],
      },
    })
    renderApp('/admin-access')
    const card = (await screen.findByRole('heading', { name: 'Wendy Webmaster' }, WAIT)).closest('section')!
    const groups = within(card).getByRole('group', { name: 'Groups of Wendy Webmaster' })
    expect(within(groups).getAllByRole('checkbox')).toHaveLength(ADMIN_PERMISSIONS.length)
    expect(within(groups).getByRole('checkbox', { name: 'Web site' })).toBeChecked()
    const save = within(card).getByRole('button', { name: 'Save the groups' })
    expect(save).toBeDisabled()
    await userEvent.click(within(groups).getByRole('checkbox', { name: 'Projects' }))
    await userEvent.click(save)
    expect(await screen.findByText('The groups of Wendy Webmaster are saved.', {}, WAIT)).toBeInTheDocument()
    expect(saved).toEqual({ permissions: ['projects', 'web_site'] })
    await userEvent.click(within(card).getByRole('button', { name: 'Show the history' }))
    expect(
      await within(card).findByText(/Camille Martin granted Projects; took away nothing\./, {}, WAIT),
    ).toBeInTheDocument()
  })

  it('tells an admin without the admins group why the page is not theirs', async () => {
    signInAs('Admin')
    mockApi({ '/api/adds': [], '/api/me': me(['tokens']) })
    renderApp('/admin-access')
    expect(
      await screen.findByText(/does not hold the “Admin access” permission/, {}, WAIT),
    ).toBeInTheDocument()
  })
})
