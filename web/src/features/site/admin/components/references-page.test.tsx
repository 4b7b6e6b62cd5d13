import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import i18n from '../../../../lib/i18n.js'
import { mockApi, renderApp } from '../../../../testing/render-app.js'
import { referenceFixture } from '../testing/site-admin-fixtures.js'
import {
  callsOf,
  renderSiteAdmin,
  resetSiteAdminTest,
  WAIT,
  warmUpSiteAdmin,
} from '../testing/render-site-admin.js'

const user = () => userEvent.setup()
const LIST = '/api/admin/site/references'
const { history: _history, ...listed } = referenceFixture()

/** The references page and the public clients page that reads them. */
describe('the references admin', () => {
  beforeAll(warmUpSiteAdmin, 60_000)
  beforeEach(resetSiteAdminTest, 20_000)
  afterEach(resetSiteAdminTest, 20_000)

  it('lists the references, visible or hidden, in order', async () => {
    await renderSiteAdmin('/admin-web-site/references', {
      [LIST]: {
        items: [listed, { ...listed, id: 6, client_name: 'Helios Energy', visible: false, position: 1 }],
      },
    })
    expect(await screen.findByRole('heading', { level: 2, name: 'References' }, WAIT)).toBeInTheDocument()
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/0Northwind BankBankingVisible/),
      expect.stringMatching(/1Helios EnergyBankingHidden/),
    ])
  }, 30_000)

  it('creates a reference with its sector and French quote, then opens it for its logo', async () => {
    const created = referenceFixture({ id: 9, client_name: 'Acme Rail', sector: 'transport' })
    const { api, router } = await renderSiteAdmin('/admin-web-site/references', {
      [LIST]: { items: [] },
      '/api/admin/site/references/9': created,
    })
    await user().click(await screen.findByRole('button', { name: 'New reference' }, WAIT))
    const panel = await screen.findByRole('region', { name: 'Reference' })
    await user().type(within(panel).getByLabelText('Client name'), 'Acme Rail')
    const sector = within(panel).getByLabelText('Sector')
    expect(within(sector).getByRole('option', { name: 'Transport & logistics' })).toHaveValue('transport')
    await user().selectOptions(sector, 'transport')
    await user().type(within(panel).getByLabelText('Quote (French)'), 'Dans les temps.')
    api.mockImplementationOnce(async () => Response.json({ data: created }, { status: 201 }))
    await user().click(within(panel).getByRole('button', { name: 'Create the reference' }))
    await waitFor(() => expect(router.state.location.search).toBe('?edit=9'))
    expect(callsOf(api, 'POST')[0]).toEqual([
      LIST,
      {
        client_name: 'Acme Rail',
        sector: 'transport',
        quote_en: null,
        quote_fr: 'Dans les temps.',
        summary_en: null,
        summary_fr: null,
        visible: true,
      },
    ])
    expect(await screen.findByLabelText('Logo')).toBeInTheDocument()
  }, 30_000)

  it('shows the visible references on the public clients page, in the reader’s language', async () => {
    await i18n.changeLanguage('fr')
    const api = mockApi({
      '/api/adds': [],
      '/api/references': (url: URL) =>
        Response.json({
          data: [
            {
              id: 5,
              client_name: 'Northwind Bank',
              sector: 'banking',
              logo_url: '/api/storage/references/northwind.svg',
              quote:
                url.searchParams.get('lang') === 'fr' ? 'Une équipe senior en cinq jours.' : 'A senior team.',
              summary: 'Migration du core banking.',
            },
          ],
        }),
    })
    renderApp('/about-us/clients')
    const section = await screen.findByRole('region', { name: 'Ils nous font confiance' }, WAIT)
    expect(await within(section).findByRole('heading', { name: 'Northwind Bank' })).toBeInTheDocument()
    expect(within(section).getByText('Une équipe senior en cinq jours.')).toBeInTheDocument()
    expect(within(section).getByText('Banque')).toBeInTheDocument()
    expect(within(section).getByRole('img', { name: 'Logo de Northwind Bank' })).toHaveAttribute(
      'src',
      '/api/storage/references/northwind.svg',
    )
    expect(callsOf(api, 'GET').map(([path]) => path)).toContain('/api/references?lang=fr')
  }, 30_000)
})
