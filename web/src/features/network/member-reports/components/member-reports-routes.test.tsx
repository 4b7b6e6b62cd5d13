import { screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import i18n from '../../../../lib/i18n.js'
import { mockApi, renderApp, signInAs } from '../../../../testing/render-app.js'
import { adminConsultantPageFixture, memberReportFixture } from '../testing/member-reports-fixtures.js'
import { callsOf, resetPageTest, WAIT, warmUpTexts } from '../testing/render-page.js'

/** The area routes hand the pages their role (the route handle's `memberRole`). */
describe('the member admin areas’ reports and search routes', () => {
  beforeAll(async () => {
    await warmUpTexts()
    await import('../../../../app/routes/member-admin-pages.js')
    await i18n.loadNamespaces(['network-member-admin', 'network-onboarding'])
  }, 60_000)
  beforeEach(resetPageTest, 20_000)
  afterEach(resetPageTest, 20_000)

  it('shows each area’s own members: clients at /admin-clients/reports', async () => {
    signInAs('Admin', 'Root', 'Admin')
    const api = mockApi({
      '/api/adds': [],
      '/api/admin/network/member-reports': memberReportFixture({ role: 'Client' }),
    })
    renderApp('/admin-clients/reports')
    expect(await screen.findByRole('heading', { name: 'Clients: reports' }, WAIT)).toBeInTheDocument()
    expect(
      callsOf(api, 'GET').some(([path]) => path.startsWith('/api/admin/network/member-reports?role=Client&')),
    ).toBe(true)
  }, 30_000)

  it('searches consultants at /admin-consultants/search', async () => {
    signInAs('Admin', 'Root', 'Admin')
    mockApi({ '/api/adds': [], '/api/admin/network/consultants/search': adminConsultantPageFixture() })
    renderApp('/admin-consultants/search')
    expect(await screen.findByRole('heading', { name: 'Search consultants' }, WAIT)).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Linus Torvalds' })).toBeInTheDocument()
  }, 30_000)
})
